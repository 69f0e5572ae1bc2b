import { data } from "@remix-run/cloudflare";

import type { ForecastPlan } from "../../../db/schema";
import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import {
  BLOCK_TEXTS,
  composeErrorTexts,
  COMPOSER_TEXTS as T,
  descriptionOf,
  metricsOf,
  monthLabel,
} from "../../copy/monthly-update/texts";
import { formatAmountInput } from "../../domain/finance/amount";
import { hasAudience } from "../../domain/mail/update-audience";
import { type MonthlyUpdateSnapshot, readComposeForm } from "../../domain/monthly-update/compose";
import {
  BASE_FIGURES,
  baseValuesOf,
  buildKpiBlock,
  type MonthKey,
  parseMonthKey,
} from "../../domain/monthly-update/kpi";
import { planMonthsShown, planVsActual } from "../../domain/monthly-update/plan";
import { UPDATE_TYPE_STYLE } from "../../domain/updates";
import { listScenarios } from "../finance/forecast.server";
import {
  defaultMonth,
  loadActuals,
  loadComposeSources,
  lockPlan,
  monthlyUpdateWrites,
  type OverviewReader,
} from "../monthly-update/monthly-update.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";
import { publishUpdate, readMailChoice, sendTestUpdateMail } from "./update-send.server";

const PATH = "/admin/management/monthly-update";

/** The plan-vs-actual rows for `month`; the month's own actuals as the update gives them (edited or not). */
async function planBlock(
  plan: ForecastPlan | null,
  month: MonthKey,
  own: { mrr: number | null; customers: number | null },
  overviewOf: OverviewReader,
): Promise<MonthlyUpdateSnapshot["plan"]> {
  if (!plan) return null;
  const actuals = await loadActuals(
    planMonthsShown(plan.months, month).filter((m) => m !== month),
    overviewOf,
  );
  actuals.set(month, own);
  return {
    name: plan.scenarioName,
    lockedAt: plan.lockedAt,
    rows: planVsActual(plan.months, actuals, month),
  };
}

/** The snapshot a valid post would publish: the figures as posted, the derived ones from them, the plan as locked. */
async function snapshotOf(
  ctx: ActionContext,
  read: Extract<ReturnType<typeof readComposeForm>, { ok: true }>,
) {
  const { inputs, plan, overviewOf } = await loadComposeSources(
    ctx.context.db,
    ctx.member.company.id,
    read.month,
    new Date(),
  );
  const block = buildKpiBlock(inputs, read.edited);
  const snapshot: MonthlyUpdateSnapshot = {
    version: 1,
    month: read.month,
    title: read.title,
    figures: block.figures,
    roundName: block.roundName,
    sections: read.sections,
    plan: await planBlock(
      plan,
      read.month,
      { mrr: read.edited.mrr, customers: read.edited.customers },
      overviewOf,
    ),
  };
  return snapshot;
}

/** The posted fields, sent back so the form shows what was typed (also without JavaScript). */
function echo(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && k !== "intent" && v.length <= 5000) out[k] = v;
  return out;
}

/** The update row a snapshot publishes: a 'metrics' update with the sections as its text and the key figures as its metrics. */
function rowOf(snapshot: MonthlyUpdateSnapshot) {
  const style = UPDATE_TYPE_STYLE.metrics;
  return {
    date: new Date().toISOString().slice(0, 10),
    type: "metrics" as const,
    title: snapshot.title,
    description: descriptionOf(snapshot),
    metrics: metricsOf(snapshot),
    icon: style.icon,
    color: style.color,
  };
}

async function preview(ctx: ActionContext) {
  const read = readComposeForm(ctx.form);
  const mail = readMailChoice(ctx.form, new Date()).values;
  if (!read.ok)
    return data(
      { intent: "monthly.preview", errors: composeErrorTexts(read.errors), values: echo(ctx.form), mail },
      { status: 400 },
    );
  return data({
    intent: "monthly.preview",
    preview: await snapshotOf(ctx, read),
    values: echo(ctx.form),
    mail,
  });
}

/** Publishing goes through the update's own send path: the same audience, schedule and fan-out as 'Add Update'. */
async function publish(ctx: ActionContext) {
  const read = readComposeForm(ctx.form);
  const choice = readMailChoice(ctx.form, new Date());
  if (!read.ok || !choice.ok) {
    const errors: Record<string, string> = read.ok ? {} : composeErrorTexts(read.errors);
    if (!choice.ok) errors[choice.field] = choice.message;
    return data(
      { intent: "monthly.publish", errors, values: echo(ctx.form), mail: choice.values },
      { status: 400 },
    );
  }
  const snapshot = await snapshotOf(ctx, read);
  const { db } = ctx.context;
  const companyId = ctx.member.company.id;
  const published = await publishUpdate(ctx.context, ctx.member, rowOf(snapshot), choice, (id) =>
    monthlyUpdateWrites(db, companyId, id, snapshot),
  );
  if (!published)
    return data(
      {
        intent: "monthly.publish",
        errors: { form: T.errors.saveFailed },
        values: echo(ctx.form),
        mail: choice.values,
      },
      { status: 503 },
    );
  const toast = hasAudience(choice.audience)
    ? published.toast
    : { title: T.published, description: T.publishedDescription };
  return redirectWithToast(ctx.context.toasts, ctx.request, "/admin/management/updates", toast);
}

/** 'Stuur test naar mijzelf': the mail this form would publish, with its block, to the member alone; nothing is saved. */
async function test(ctx: ActionContext) {
  const read = readComposeForm(ctx.form);
  const mail = readMailChoice(ctx.form, new Date()).values;
  if (!read.ok)
    return data(
      { intent: "monthly.test", errors: composeErrorTexts(read.errors), values: echo(ctx.form), mail },
      { status: 400 },
    );
  const snapshot = await snapshotOf(ctx, read);
  if (!(await sendTestUpdateMail(ctx.context, ctx.member, rowOf(snapshot), snapshot)))
    return data(
      {
        intent: "monthly.test",
        errors: { form: UPDATES_TEXTS.mail.testFailed },
        values: echo(ctx.form),
        mail,
      },
      { status: 503 },
    );
  return data({ intent: "monthly.test", values: echo(ctx.form), mail, testSentTo: ctx.member.user.email });
}

async function lock(ctx: ActionContext) {
  const id = String(ctx.form.get("scenario") ?? "");
  const scenarios = await listScenarios(ctx.context.db, ctx.member.company.id);
  const chosen = scenarios.find((s) => s.id === id);
  const outcome = await lockPlan(
    ctx.context.db,
    ctx.member.company.id,
    ctx.member.user.id,
    chosen && { id: chosen.id, name: chosen.scenarioName },
  );
  if (!outcome.ok)
    return data(
      {
        intent: "plan.lock",
        errors: { scenario: outcome.reason === "empty" ? T.errors.scenarioEmpty : T.errors.scenario },
      },
      { status: 400 },
    );
  const month = parseMonthKey(ctx.form.get("month")) ? String(ctx.form.get("month")) : null;
  return redirectWithToast(ctx.context.toasts, ctx.request, month ? `${PATH}?month=${month}` : PATH, {
    title: T.lockedToast,
    description: T.lockedDescription(outcome.name),
  });
}

export const monthlyUpdateTab = {
  async load(ctx) {
    const { context, member, url } = ctx;
    const asked = url.searchParams.get("month");
    const month = asked && parseMonthKey(asked) ? asked : defaultMonth(new Date());
    const now = new Date();
    const {
      inputs,
      plan: latest,
      overviewOf,
      scenarios,
    } = await loadComposeSources(context.db, member.company.id, month, now);
    const block = buildKpiBlock(inputs);
    const base = baseValuesOf(inputs);
    const plan = await planBlock(latest, month, { mrr: base.mrr, customers: base.customers }, overviewOf);
    return {
      month,
      today: now.toISOString().slice(0, 10),
      monthRejected: asked !== null && asked !== month,
      title: BLOCK_TEXTS.nl.title(monthLabel(month, "nl")),
      figures: block.figures,
      roundName: block.roundName,
      /** The fields' values as the pages give them, in Dutch notation. */
      fields: Object.fromEntries(BASE_FIGURES.map((k) => [`fig.${k}`, formatAmountInput(base[k], "nl")])),
      plan,
      scenarios: scenarios.map((s) => ({ id: s.id, name: s.scenarioName })),
    };
  },
  actions: {
    "monthly.preview": preview,
    "monthly.publish": publish,
    "monthly.test": test,
    "plan.lock": lock,
  },
} satisfies ManagementTab;
