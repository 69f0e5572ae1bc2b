/**
 * Founder-interview questions (docs/product.md#founder-interview):
 * 8–10 due-diligence questions { question, category, reasoning } tailored to the company's
 * material; the four fallback questions when the material has fewer than 100
 * characters (or generation failed).
 *
 * Kept beside the deck rules because it reads the deck with the same retrieval; it has no
 * dependency on the interview screens and can move to app/domain/interview as is.
 */
import { relevantSentences } from "./answer";
import { citationLabel, parseDeckText } from "./chunks";
import { analyseQuestion, indexDeck, rankChunks } from "./retrieval";
import { stem, tokenize } from "./text";

export type InterviewQuestion = { question: string; category: string; reasoning: string };

export const INTERVIEW_MIN_QUESTIONS = 8;
export const INTERVIEW_MAX_QUESTIONS = 10;
/** Personalised questions need at least 100 characters (same reading as suggested questions) — see docs/product.md#founder-interview. */
export const INTERVIEW_CONTEXT_MIN_CHARS = 100;
export const INTERVIEW_FALLBACK_COMPANY = "Your Company";

/** The four fallback questions (docs/product.md#founder-interview): acquisition & unit economics, 12-18 month risks, differentiation, key metrics. */
export const INTERVIEW_FALLBACK_QUESTIONS: readonly InterviewQuestion[] = [
  {
    question:
      "How do you acquire customers, and what are your unit economics (customer acquisition cost, lifetime value and payback period)?",
    category: "business-model",
    reasoning: "Customer acquisition and unit economics show whether growth can become profitable.",
  },
  {
    question:
      "What are the biggest risks to your business in the next 12-18 months, and how are you mitigating them?",
    category: "risks",
    reasoning: "Investors want to see that the founders know their risks and manage them.",
  },
  {
    question:
      "What differentiates you from your competitors, and what is your sustainable competitive advantage?",
    category: "strategy",
    reasoning: "A lasting advantage protects margins and market share as competitors respond.",
  },
  {
    question: "Which key metrics do you track, and how have they developed over the past months?",
    category: "finances",
    reasoning: "The metrics a team tracks, and their trend, show how the business is run.",
  },
];

type Topic = {
  category: string;
  /** Words that find this topic in the material. */
  probe: string;
  /** Asked when the material covers the topic: probes the claim. */
  covered: (company: string) => string;
  /** Asked when it does not: fills the gap. */
  missing: (company: string) => string;
  missingReasoning: string;
  /**
   * What a quoted sentence must name to back the question ('Why we ask'): one of these words —
   * the topic's own, not the probe's looser ones ('sales' also names a person's job title).
   */
  backedBy: string;
  /** The question asks about figures: the quote must hold a number too. */
  figures?: true;
  /** The reasoning when the material covers the topic but no sentence of it backs the question. */
  coveredReasoning: string;
};

const TOPICS: readonly Topic[] = [
  {
    category: "business-model",
    probe: "business model pricing price subscription tiers margin",
    covered: () =>
      "Which assumptions behind your pricing and business model have you validated with paying customers, and which not yet?",
    missing: () => "How do you make money: who pays, how much, and how often?",
    missingReasoning:
      "The material does not explain the business model; it is the first thing investors test.",
    backedBy:
      "pricing price prices subscription subscriptions tier tiers margin fee fees license licence businessmodel",
    coveredReasoning: "Investors test the assumptions behind a business model before its figures.",
  },
  {
    category: "traction",
    probe: "traction paying customers clients arr mrr growth retention churn",
    covered: () =>
      "Which of your traction figures are you most confident in, and how have they changed over the last six months?",
    missing: () => "What traction do you have today in paying customers, revenue or pilots?",
    missingReasoning:
      "The material shows no traction figures; evidence of demand weighs heavily at this stage.",
    backedBy: "customers customer clients client users paying arr mrr revenue growth retention churn pilots",
    figures: true,
    coveredReasoning: "Traction figures weigh heavily at this stage; investors ask which ones hold.",
  },
  {
    category: "market",
    probe: "market size segment addressable",
    covered: () =>
      "How did you arrive at your market size, and how many of those customers can you realistically reach in three years?",
    missing: () => "How large is your target market, and how did you size it?",
    missingReasoning: "The material does not size the market.",
    backedBy: "market markets tam sam som addressable segment segments",
    figures: true,
    coveredReasoning: "Investors check how a market size was arrived at.",
  },
  {
    category: "competition",
    probe: "competition competitors alternatives advantage",
    covered: (c) =>
      `Why would a customer choose ${c} over the alternatives, and how long will that advantage last?`,
    missing: () => "Who are your main competitors, and why do customers choose you over them?",
    missingReasoning: "The material does not discuss competitors.",
    backedBy: "competition competitors competitor alternatives alternative advantage moat rivals",
    coveredReasoning: "A lasting advantage protects margins and market share as competitors respond.",
  },
  {
    category: "go-to-market",
    probe: "acquisition channel sales marketing partners agencies funnel leads",
    covered: () =>
      "What does it cost to acquire a customer in each channel, and which channel will you scale first?",
    missing: () => "How do you acquire customers, and what does a new customer cost you?",
    missingReasoning: "The material does not describe how customers are acquired.",
    backedBy: "acquisition acquire cac channel channels funnel leads conversion campaigns payback",
    coveredReasoning: "What a customer costs to acquire decides whether growth can become profitable.",
  },
  {
    category: "finances",
    probe: "revenue burn runway loss profit break-even projections",
    covered: () =>
      "What are your current monthly burn and runway, and which assumptions in your projections are the most uncertain?",
    missing: () => "What are your current revenue, monthly burn and runway?",
    missingReasoning: "The material contains no financial figures.",
    backedBy: "revenue burn runway loss profit break-even ebitda projections forecast arr mrr cash",
    figures: true,
    coveredReasoning:
      "Burn, runway and the projections' assumptions decide how far the round takes the company.",
  },
  {
    category: "team",
    probe: "team founders ceo cto experience",
    covered: () =>
      "How do the founders split responsibilities, and which key hires do you need in the next 12 months?",
    missing: () => "Who is on the founding team, and what experience does each founder bring?",
    missingReasoning: "The material does not introduce the team.",
    backedBy: "team founders founder ceo cto coo cfo experience co-founder",
    coveredReasoning: "Investors back a team: who does what, and who is still missing.",
  },
  {
    category: "product",
    probe: "product technology platform features connectors",
    covered: () => "Which part of your product is hardest for a competitor to copy, and why?",
    missing: () => "What does your product do today, and what is still to be built?",
    missingReasoning: "The material does not describe the product.",
    backedBy: "product platform technology features feature connectors software app",
    coveredReasoning: "What is hard to copy is what keeps a product ahead.",
  },
  {
    category: "strategy",
    probe: "roadmap milestones release launch expand expansion vision",
    covered: () =>
      "Which milestones on your roadmap matter most before the next funding round, and what could delay them?",
    missing: () =>
      "Where do you want the company to be in three years, and what are the key milestones on the way?",
    missingReasoning: "The material does not set out a roadmap or milestones.",
    backedBy: "roadmap milestones milestone release launch expand expansion vision",
    coveredReasoning: "The milestones before the next round decide what this round must pay for.",
  },
];

const RISKS: (company: string) => InterviewQuestion = (c) => ({
  question: `What are the biggest risks to ${c} in the next 12-18 months, and how will you mitigate them?`,
  category: "risks",
  reasoning: "Investors want to see that the founders know their risks and manage them.",
});

function shorten(sentence: string, max = 160): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : max).trimEnd()}…`;
}

const backingStems = new Map<string, ReadonlySet<string>>();

/**
 * Whether a sentence of the material backs a topic's question: it names the topic in the
 * topic's own words, holds a figure when the question asks about figures, and is a statement
 * rather than a label (a name and a job title, a heading).
 */
export function backsQuestion(topic: Pick<Topic, "backedBy" | "figures">, sentence: string): boolean {
  let keys = backingStems.get(topic.backedBy);
  if (!keys)
    backingStems.set(topic.backedBy, (keys = new Set(topic.backedBy.split(" ").map((w) => stem(w)))));
  const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length < 5) return false;
  if (topic.figures && !/\d/.test(sentence)) return false;
  return tokenize(sentence).some((t) => keys.has(t));
}

export type InterviewQuestionSet = { questions: InterviewQuestion[]; usedFallback: boolean };

/**
 * Questions from the material itself: for each topic the material covers, a question that
 * probes its claim, with the passage (and its page or slide) as the reasoning; for each
 * topic it leaves out, a question that fills the gap; always the risks question last.
 * Deterministic; 10 questions. Under 100 characters of material: the four fallbacks.
 */
export function generateInterviewQuestionsFromContext(input: {
  companyName?: string | null;
  context?: string | null;
}): InterviewQuestionSet {
  const context = (input.context ?? "").trim();
  if (context.length < INTERVIEW_CONTEXT_MIN_CHARS)
    return { questions: [...INTERVIEW_FALLBACK_QUESTIONS], usedFallback: true };
  const company = input.companyName?.trim() || INTERVIEW_FALLBACK_COMPANY;
  const index = indexDeck(parseDeckText(context));
  const covered: InterviewQuestion[] = [];
  const missing: InterviewQuestion[] = [];
  for (const topic of TOPICS) {
    const terms = analyseQuestion(topic.probe);
    const ranked = rankChunks(index, terms, { limit: 3 });
    // A topic counts as covered when a passage carries at least two of its probe words.
    const found = ranked.filter((r) => r.direct.length >= 2);
    if (found.length > 0) {
      // 'Why we ask' quotes the material only with a sentence that backs the question.
      const quote = found
        .flatMap((r) => relevantSentences(r.chunk, terms, 3).map((sentence) => ({ r, sentence })))
        .find(({ sentence }) => backsQuestion(topic, sentence));
      const where = quote && (quote.r.chunk.untagged ? "the material" : citationLabel(quote.r.chunk));
      covered.push({
        question: topic.covered(company),
        category: topic.category,
        reasoning: quote
          ? `The material says (${where}): "${shorten(quote.sentence)}"`
          : topic.coveredReasoning,
      });
    } else {
      missing.push({
        question: topic.missing(company),
        category: topic.category,
        reasoning: topic.missingReasoning,
      });
    }
  }
  const questions = [...covered, ...missing].slice(0, INTERVIEW_MAX_QUESTIONS - 1);
  questions.push(RISKS(company));
  return { questions, usedFallback: false };
}

const CATEGORY_RE = /^[a-z][a-z-]{1,30}$/;

/**
 * Model output → interview questions: the first JSON array of objects with a non-empty
 * `question` (category normalised to kebab-case, 'general' when missing; reasoning ''
 * when missing). At most 10; null when fewer than 8 usable ones.
 */
export function parseInterviewQuestionsJson(raw: string): InterviewQuestion[] | null {
  const start = raw.indexOf("[");
  const end = raw.lastIndexOf("]");
  if (start === -1 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const out: InterviewQuestion[] = [];
  for (const item of data) {
    if (!item || typeof item !== "object") continue;
    const o = item as Record<string, unknown>;
    const question = typeof o.question === "string" ? o.question.trim() : "";
    if (question.length < 10) continue;
    const rawCategory =
      typeof o.category === "string"
        ? o.category
            .trim()
            .toLowerCase()
            .replace(/[\s_]+/g, "-")
        : "";
    const category = CATEGORY_RE.test(rawCategory) ? rawCategory : "general";
    const reasoning = typeof o.reasoning === "string" ? o.reasoning.trim() : "";
    if (!out.some((q) => q.question === question)) out.push({ question, category, reasoning });
  }
  return out.length >= INTERVIEW_MIN_QUESTIONS ? out.slice(0, INTERVIEW_MAX_QUESTIONS) : null;
}
