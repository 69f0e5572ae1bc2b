/**
 * What kind of answer a deck question asks for, and whether a passage holds one. A passage
 * that shares the question's words but not the kind of answer (a where-question on a pricing
 * page, a how-much question on a slide without an amount) does not answer it.
 *
 * Types, each with what counts as an answer:
 * - amount      "how much / how many / how big, what is the ARR…": a figure (money, %, ×, a count);
 *               when it asks for money ("how much … raising / revenue / spend"), an amount of money.
 * - price       "what does it cost, pricing, fee, commission, charge": money, a per-unit price or a percentage (a fee).
 * - comparison  "how much faster / cheaper, compared with, reduce, save": a multiple ('3×') or a
 *               percentage beside a comparative ('60% cheaper', '40% less'), or a comparative sentence.
 * - date        "when, what year, since when, by when": a year, month, quarter or date.
 * - place       "where, which city / country, headquartered, based": a place ('based in X', 'in Berlin', an office).
 * - who         "who, which investors / founders / customers": a name (capitalised words, an organisation or person).
 * - list        "what are the…, which…, list": any passage (the quote is the list).
 * - yes-no      "is / are / does / has / can…?": any passage (the quote is the evidence).
 * - open        everything else: any passage.
 */
import { COMPARATIVE, hasComparisonFigure, hasFigure, hasMoney, hasUnitPrice, readAmounts } from "./amounts";
import { normaliseText } from "./text";

export type QuestionType =
  "amount" | "price" | "comparison" | "date" | "place" | "who" | "list" | "yes-no" | "open";

// A comparison asked as a quantity ("how much faster", "by how much does it reduce…"): a
// qualitative one ("how does it compare…", "how do they reduce churn?") is an open question.
const COMPARATIVE_WORDS = String.raw`(faster|cheaper|quicker|better|less|more|lower|higher|smaller|bigger|longer|shorter|fewer|sneller|goedkoper|minder|beter|lager|hoger)`;
const COMPARISON_Q = new RegExp(
  String.raw`\b(how much|how many times|by how much|by what (percentage|factor)|what percentage|hoeveel|met hoeveel)\b.*\b(${COMPARATIVE_WORDS.slice(1, -1)}|reduc\w*|sav(e|es|ing|ings)|cut\w*|lower\w*|improv\w*|increas\w*|decreas\w*|compared?|than|bespar\w*|verminder\w*|vergeleken|dan)\b|\b${COMPARATIVE_WORDS} than\b.*\b(how much|by how much|how many times)\b`,
);
// A price asked as a figure: "how much does it cost", "what is the price / fee", "price per kg".
const PRICE_Q =
  /\b(how much (does|do|did|will|would|is|are) .*\b(cost|costs|charge|charges|pay)|what (does|do|did) .*\bcost|(what|which) (is|are|was) (the|their|its) (price|prices|fee|fees|commission|cost|costs|subscription|tariff|rate)|(what|which) (price|prices|fee|fees|commission|commissions|rate)\b|(price|prices|cost|costs|fee|fees) per|per (page|user|seat|month|year|unit|kg|kilogram|litre|liter)\b|wat kost|hoeveel kost|wat is de prijs|welke (prijs|commissie|fee))/;
const DATE_Q =
  /^(when|since when|by when|wanneer|sinds wanneer)\b|\b(what|which|in which|welk|in welk) (year|month|date|quarter|jaar|maand|datum|kwartaal)\b|\b(when|wanneer)\b/;
const PLACE_Q =
  /^(where|waar)\b|\b(which|what|in which|welke|in welke) (city|country|countries|region|regions|location|stad|land|landen|regio)\b|\b(headquartered|headquarters|hq|based|located|located in|gevestigd|hoofdkantoor)\b|\bwhere\b/;
const WHO_Q =
  /^(who|wie)\b|\b(which|what|welke) (investors?|founders?|customers?|clients?|partners?|companies|people|advisors?|backers?|investeerders?|klanten|oprichters?)\b|\bwho\b|\bwie\b/;
const MONEY_WORDS =
  /\b(money|raise|raising|raised|funding|revenue|revenues|arr|mrr|turnover|valuation|spend|spent|spending|budget|gmv|sales|salary|salaries|ask|investment|capital|omzet|waardering|financiering|opgehaald|ophalen|investering|kapitaal)\b/;
const AMOUNT_Q =
  /\b(how (much|many|big|large|long|fast|high|low)|what (is|was|are|were) (the|their|its|his|her) (percentage|share|amount|size|number|price|valuation|revenue|arr|mrr|margin|rate|growth|cagr|target|total|gmv|value|ebitda|profit|loss)|what (percentage|share|amount|size|number|valuation|revenue|arr|mrr|margin|rate|growth|cagr|target)|(revenue|arr|mrr|valuation|margin|burn|churn|runway|market size|growth rate|cagr|gmv|retention|ebitda|net loss|profit)\b.*\?$|hoeveel|hoe groot|hoe hoog)/;
const YES_NO_Q =
  /^(is|are|was|were|does|do|did|has|have|had|can|could|will|would|should|zijn|is er|heeft|hebben|kan|kunnen|wordt|worden|gaat)\b/;
const LIST_Q = /^(what are|which are|list|name|welke zijn|wat zijn|noem)\b|^(which|welke) \w+s\b/;

/** The kind of answer a question asks for (see the module comment). */
export function questionType(question: string): QuestionType {
  const q = normaliseText(question).replace(/\s+/g, " ").trim();
  if (COMPARISON_Q.test(q)) return "comparison";
  // "Where will the money go?", "where does revenue come from?" ask about use and source, not a place.
  if (
    PLACE_Q.test(q) &&
    !/^(who|wie|how|hoe)\b/.test(q) &&
    !/\b(money|funds|funding|revenue|raise|spent|spend|go|come from|coming from|geld|omzet)\b/.test(q)
  )
    return "place";
  if (DATE_Q.test(q) && !/^(who|wie|how much|how many|hoeveel)\b/.test(q)) return "date";
  if (WHO_Q.test(q)) return "who";
  if (PRICE_Q.test(q) && !MONEY_WORDS.test(q.replace(/\bcosts?\b/g, "").replace(/\bsubscription\b/g, "")))
    return "price";
  // "How do they reduce churn?", "why is the margin low?" name a metric but ask how or why.
  if (
    AMOUNT_Q.test(q) &&
    !/^(how (do|does|did|will|would|can|could|should)|why|waarom|hoe (doen|doet|gaan|gaat|kunnen|kan|willen|wil))\b/.test(
      q,
    )
  )
    return "amount";
  if (YES_NO_Q.test(q)) return "yes-no";
  if (LIST_Q.test(q)) return "list";
  return "open";
}

/** An amount question that asks for money ("How much are they raising?"), not just a number. */
export function asksForMoney(question: string): boolean {
  const q = normaliseText(question);
  return /\b(how much|hoeveel)\b/.test(q) && MONEY_WORDS.test(q) && !/\bhow much (of|share)\b/.test(q);
}

/**
 * A question that names a rate ("What is the growth rate (CAGR)?", "Wat is de marge?"): its
 * answer is a percentage (or a multiple), not the amount beside it.
 */
export function asksForRate(question: string): boolean {
  const q = normaliseText(question);
  return /\b(rate|rates|percentage|percent|cagr|yoy|margin|margins|churn|retention|conversion|procent|groeipercentage|marge|marges|rendement)\b|%/.test(
    q,
  );
}

/** A percentage or a multiple in a text ('18.7%', '3x'). */
export function hasRate(text: string): boolean {
  return readAmounts(text).some((a) => a.kind === "percent" || a.kind === "multiple");
}

const MONTHS =
  /\b(jan(uary|uari)?|feb(ruary|ruari)?|mar(ch)?|maart|apr(il)?|may|mei|jun(e|i)?|jul(y|i)?|aug(ust|ustus)?|sep(t|tember)?|oct(ober)?|okt(ober)?|nov(ember)?|dec(ember)?)\b/i;

/** A year, month, quarter or date ('2020', 'Q3 2024', 'since March', '1 July 2024', '12/2023'). */
export function hasDate(text: string): boolean {
  if (readAmounts(text).some((a) => a.year)) return true;
  return (
    MONTHS.test(text) ||
    /\b(q[1-4]|h[12])\b/i.test(text) ||
    /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(text) ||
    /\b(20|19)\d\d\b/.test(text) ||
    // Relative times: "in 18 months", "within two years", "next year", "volgend jaar".
    /\b(\d+|one|two|three|four|five|six|twelve|eighteen|een|twee|drie|vier|vijf|zes)\s+(months?|years?|weeks?|quarters?|maanden|jaar|jaren|weken)\b|\b(next|this|last|coming) (year|quarter|month)\b|\b(volgend|dit|vorig) (jaar|kwartaal)\b/i.test(
      text,
    )
  );
}

const PLACE_WORDS =
  /\b(based in|headquartered|headquarters|hq|office|offices|located|gevestigd|hoofdkantoor|kantoor|vestiging)\b|\b(in|at|from|te|uit)\s+\p{Lu}\p{L}+/u;
const PLACES =
  /\b(europe|european|asia|africa|america|usa|u\.s\.|uk|united kingdom|united states|germany|france|spain|italy|netherlands|nederland|belgium|india|china|japan|estonia|lithuania|london|paris|berlin|amsterdam|rotterdam|new york|san francisco|tallinn|vilnius|singapore|dubai|bangalore|mumbai|delhi|geneva|zurich)\b/i;

/** A place: 'based in X', an office, or a named region, country or city ('in Tallinn'). */
export function hasPlace(text: string): boolean {
  return PLACE_WORDS.test(text) || PLACES.test(text);
}

const ROLE =
  /\b(ceo|cto|coo|cfo|cmo|cpo|founder|co-founder|cofounder|chair\w*|director|manager|head of|partner|advisor|investor|investors|angel|backed by|oprichter|directeur|eigenaar|lead)\b/i;
/** Two capitalised words in a row ('Jane Doe', 'Acme Labs'), not at a sentence's start only. */
const NAME = /\p{Lu}[\p{Ll}'’.-]+(?:\s+(?:van|de|der|den|von|da|di|le|la)?\s*\p{Lu}[\p{Ll}'’.-]+)+/u;

/**
 * A person's or organisation's name: two capitalised words, a role beside a capitalised word,
 * or a capitalised word inside a sentence ('competitors include Mailchimp') or alone on a list line.
 */
export function hasName(text: string): boolean {
  if (NAME.test(text)) return true;
  if (ROLE.test(text) && /(?:^|[\s(,])\p{Lu}[\p{L}'’.-]+/u.test(text)) return true;
  // Not after a sentence's start: 'The', 'Our' open sentences.
  if (/[\p{Ll},;]\s+\p{Lu}[\p{L}'’.&-]+/u.test(text)) return true;
  return text
    .split(/\n/)
    .some((line) => /^\s*(?:[-•*]\s*)?\p{Lu}[\p{L}'’.&-]+(?:\s+\p{Lu}[\p{L}'’.&-]+){0,2}\s*$/u.test(line));
}

/** Does a passage hold the kind of answer the question type asks for? */
export function answersType(
  text: string,
  type: QuestionType,
  options: { money?: boolean; perUnit?: boolean; percent?: boolean } = {},
): boolean {
  switch (type) {
    case "amount":
      return options.money ? hasMoney(text) || readAmounts(text).some((a) => a.scaled) : hasFigure(text);
    case "price":
      // "per kilogram" asks for a per-unit price; "what fee / commission" is answered by a percentage too.
      if (options.perUnit) return hasUnitPrice(text);
      return (
        hasMoney(text) ||
        hasUnitPrice(text) ||
        (Boolean(options.percent) && readAmounts(text).some((a) => a.kind === "percent"))
      );
    case "comparison":
      return hasComparisonFigure(text) || COMPARATIVE.test(text);
    case "date":
      return hasDate(text);
    case "place":
      return hasPlace(text);
    case "who":
      return hasName(text);
    default:
      return text.trim().length > 0;
  }
}

/** Types whose answer is a figure: a passage without one says "doesn't give that figure". */
export const FIGURE_TYPES: ReadonlySet<QuestionType> = new Set(["amount", "price", "comparison"]);
/** Types whose answer the passage must hold, or the deck does not answer the question. */
export const TYPED_ANSWERS: ReadonlySet<QuestionType> = new Set([
  "amount",
  "price",
  "comparison",
  "date",
  "place",
  "who",
]);
