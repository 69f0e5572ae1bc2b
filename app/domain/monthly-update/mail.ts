/**
 * The monthly update in a mail (docs/decisions/057-monthly-update-kpis-and-plan.md): an HTML
 * fragment for the update mail's body and its plain-text part, both from the frozen snapshot.
 * Mail-safe: tables and inline styles only (no classes, no external CSS, no images — the chart
 * is a table of coloured cells with the figures beside them), explicit text and background
 * colours on every block so a client's dark mode keeps the contrast, and at most 600px wide,
 * shrinking on a phone. Pure: no I/O. Its words, in the reader's language, come from the caller
 * (`monthlyUpdateMailWords` in app/copy/monthly-update/texts.ts).
 */
import type { MonthlyUpdateSnapshot } from "./compose";
import type { Figure, FigureKey } from "./kpi";
import { barsOf } from "./plan";

/** The mail's headings and labels, and the figures, months and text as the reader reads them. */
export type MonthlyUpdateMailWords = {
  figuresTitle: string;
  from: string;
  highlights: string;
  lowlights: string;
  asks: string;
  help: string;
  planTitle: (name: string) => string;
  month: string;
  plan: string;
  actual: string;
  variance: string;
  mrr: string;
  customers: string;
  chartLabel: string;
  noData: string;
  figureLabels: Record<FigureKey, string>;
  monthLabel: (key: string) => string;
  formatFigure: (figure: Pick<Figure, "value" | "unit" | "key">) => string;
  formatVariance: (value: number | null) => string;
  descriptionOf: (snapshot: MonthlyUpdateSnapshot) => string;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INK = "color:#111827;";
const MUTED = "color:#4b5563;";
const PAPER = "background-color:#ffffff;";
const CELL = `${FONT}${INK}${PAPER}padding:6px 8px;border-bottom:1px solid #e5e7eb;font-size:14px;line-height:20px;`;
const HEAD = `${FONT}color:#111827;background-color:#f3f4f6;padding:6px 8px;font-size:13px;font-weight:bold;text-align:left;`;
const H2 = `${FONT}${INK}font-size:18px;line-height:24px;margin:20px 0 8px 0;`;
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const PLAN_COLOUR = "#93c5fd";
const ACTUAL_COLOUR = "#1d4ed8";

function list(items: readonly string[]): string {
  return `<ul style="${FONT}${INK}margin:0 0 8px 20px;padding:0;font-size:14px;line-height:20px;">${items
    .map((i) => `<li style="margin:0 0 4px 0;">${esc(i)}</li>`)
    .join("")}</ul>`;
}

function bar(width: number | null, colour: string): string {
  if (width === null) return "";
  const w = Math.max(1, Math.min(100, width));
  return `<table ${TABLE} width="${w}%" style="width:${w}%;"><tr><td height="10" bgcolor="${colour}" style="background-color:${colour};height:10px;font-size:0;line-height:0;">&nbsp;</td></tr></table>`;
}

/** The e-mail-safe HTML fragment of a published monthly update. */
export function monthlyUpdateMailHtml(frozen: MonthlyUpdateSnapshot, t: MonthlyUpdateMailWords): string {
  const labels = t.figureLabels;
  const { monthLabel, formatFigure, formatVariance } = t;
  const out: string[] = [];
  out.push(
    `<table ${TABLE} width="100%" style="width:100%;max-width:600px;${PAPER}" bgcolor="#ffffff"><tr><td style="${FONT}${INK}${PAPER}padding:16px;">`,
  );
  out.push(
    `<h1 style="${FONT}${INK}font-size:22px;line-height:28px;margin:0 0 4px 0;">${esc(frozen.title)}</h1>`,
  );
  out.push(
    `<p style="${FONT}${MUTED}font-size:13px;margin:0 0 12px 0;">${esc(monthLabel(frozen.month))}</p>`,
  );

  out.push(`<h2 style="${H2}">${esc(t.figuresTitle)}</h2>`);
  out.push(`<table ${TABLE} width="100%" style="width:100%;border-collapse:collapse;">`);
  for (const f of frozen.figures) {
    const source = f.from
      ? `<br><span style="${MUTED}font-size:12px;font-weight:normal;">${esc(t.from)} ${esc(f.from)}</span>`
      : "";
    out.push(
      `<tr><td style="${CELL}">${esc(labels[f.key])}</td><td style="${CELL}text-align:right;font-weight:bold;">${esc(formatFigure(f))}${source}</td></tr>`,
    );
  }
  out.push("</table>");

  const { highlights, lowlights, asks, freeText } = frozen.sections;
  if (highlights.length) out.push(`<h2 style="${H2}">${esc(t.highlights)}</h2>${list(highlights)}`);
  if (lowlights.length) out.push(`<h2 style="${H2}">${esc(t.lowlights)}</h2>${list(lowlights)}`);
  if (asks.length)
    out.push(
      `<h2 style="${H2}">${esc(t.asks)}</h2>${list(asks.map((a) => (a.help ? `${a.text} — ${t.help}: ${a.help}` : a.text)))}`,
    );
  if (freeText)
    out.push(
      `<p style="${FONT}${INK}font-size:14px;line-height:20px;margin:12px 0;white-space:pre-line;">${esc(freeText)}</p>`,
    );

  if (frozen.plan && frozen.plan.rows.length) {
    const rows = frozen.plan.rows;
    const bars = barsOf(rows);
    out.push(`<h2 style="${H2}">${esc(t.planTitle(frozen.plan.name))}</h2>`);
    out.push(`<table ${TABLE} width="100%" style="width:100%;border-collapse:collapse;">`);
    // Three columns, so the table fits a phone: per month plan / actual, and the variance under them.
    const pair = (plan: string, actual: string, variance: number | null) =>
      `${esc(plan)} / ${esc(actual)}<br><span style="${MUTED}font-size:12px;">${esc(t.variance)} ${esc(formatVariance(variance))}</span>`;
    out.push(
      `<tr><th style="${HEAD}">${esc(t.month)}</th><th style="${HEAD}">${esc(t.mrr)} ${esc(t.plan.toLowerCase())} / ${esc(t.actual.toLowerCase())}</th><th style="${HEAD}">${esc(t.customers)} ${esc(t.plan.toLowerCase())} / ${esc(t.actual.toLowerCase())}</th></tr>`,
    );
    for (const r of rows)
      out.push(
        `<tr><td style="${CELL}">${esc(monthLabel(r.month))}</td><td style="${CELL}">${pair(formatFigure({ key: "mrr", unit: "eur", value: r.planMrr }), formatFigure({ key: "mrr", unit: "eur", value: r.actualMrr }), r.mrrVariancePct)}</td><td style="${CELL}">${pair(formatFigure({ key: "customers", unit: "count", value: r.planCustomers }), formatFigure({ key: "customers", unit: "count", value: r.actualCustomers }), r.customersVariancePct)}</td></tr>`,
      );
    out.push("</table>");
    // The chart: per month a plan bar and an actual bar, as coloured table cells (no image, no script).
    out.push(`<p style="${FONT}${MUTED}font-size:12px;margin:12px 0 4px 0;">${esc(t.chartLabel)} — `);
    out.push(
      `<span style="color:${PLAN_COLOUR};">&#9632;</span> ${esc(t.plan)} &nbsp;<span style="color:${ACTUAL_COLOUR};">&#9632;</span> ${esc(t.actual)}</p>`,
    );
    out.push(`<table ${TABLE} width="100%" style="width:100%;">`);
    bars.forEach((b, i) => {
      const r = rows[i]!;
      out.push(
        `<tr><td width="90" style="${FONT}${INK}${PAPER}font-size:12px;padding:3px 6px 3px 0;vertical-align:middle;width:90px;">${esc(monthLabel(b.month))}</td><td style="${PAPER}padding:3px 0;">${bar(b.plan, PLAN_COLOUR)}${bar(b.actual, ACTUAL_COLOUR)}</td><td width="90" style="${FONT}${INK}${PAPER}font-size:12px;padding:3px 0 3px 6px;text-align:right;width:90px;">${esc(formatFigure({ key: "mrr", unit: "eur", value: r.actualMrr }))}</td></tr>`,
      );
    });
    out.push("</table>");
  }
  out.push("</td></tr></table>");
  return out.join("");
}

/** The plain-text part of the same mail. */
export function monthlyUpdateMailText(frozen: MonthlyUpdateSnapshot, t: MonthlyUpdateMailWords): string {
  const labels = t.figureLabels;
  const { monthLabel, formatFigure, formatVariance } = t;
  const out: string[] = [frozen.title, monthLabel(frozen.month), "", `${t.figuresTitle}:`];
  for (const f of frozen.figures)
    out.push(`- ${labels[f.key]}: ${formatFigure(f)}${f.from ? ` (${t.from} ${f.from})` : ""}`);
  out.push("", t.descriptionOf(frozen));
  if (frozen.plan && frozen.plan.rows.length) {
    out.push("", `${t.planTitle(frozen.plan.name)}:`);
    for (const r of frozen.plan.rows)
      out.push(
        `- ${monthLabel(r.month)}: ${t.mrr} ${t.plan.toLowerCase()} ${formatFigure({ key: "mrr", unit: "eur", value: r.planMrr })}, ${t.actual.toLowerCase()} ${formatFigure({ key: "mrr", unit: "eur", value: r.actualMrr })} (${formatVariance(r.mrrVariancePct)}); ${t.customers.toLowerCase()} ${r.planCustomers} / ${r.actualCustomers ?? t.noData} (${formatVariance(r.customersVariancePct)})`,
      );
  }
  // A non-breaking space reads as a space in any mail client's plain text.
  return out.join("\n").replace(/\u00a0/g, " ");
}
