import { data } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";

import { companies } from "../../../db/schema";
import { SETTINGS_TEXTS as T } from "../../copy/admin/settings-texts";
import { mailConfigProblemText } from "../../copy/mail/delivery-texts";
import { parseAiDailyQuestions } from "../../domain/budgets";
import { parseRetentionMonths } from "../../domain/investors/retention";
import { checkMailConfig } from "../../domain/mail/config";
import { accessCodeFrom } from "../../domain/security/access-code";
import { AccessCodeSchema, CompanyProfileSchema } from "../../schemas/company";
import { gateAsksEmail, GateEmailSettingSchema } from "../../schemas/gate";
import { aiStatusFrom, aiStatusRead } from "../ai/ai-status.server";
import { rotateAccessCode } from "../investors/access-gate.server";
import { saveOpenTracking } from "../mail/open-tracking.server";
import { parseForm } from "../platform/bounded-reply.server";
import { aiBudgetFrom, aiBudgetRead } from "../platform/public-budgets.server";
import { redirectWithToast } from "../platform/toast.server";
import { columnsRead, decoded, readWholeRows } from "../platform/whole-rows.server";
import { aiStatusActions } from "./ai-status.server";
import {
  gateAccessSettingsFrom,
  gateAgreementReads,
  saveGateAccess,
  saveNda,
} from "./gate-access-settings.server";
import type { ActionContext, ManagementTab } from "./types";

const BACK = "/admin/management/settings";

async function setAccessCode({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, AccessCodeSchema);
  if (submission.status !== "success") {
    return data(
      { intent: "settings.access-code", result: submission.reply({ hideFields: ["accessCode"] }) },
      { status: 400 },
    );
  }
  await rotateAccessCode(context.db, member.company.id, submission.value.accessCode);
  return redirectWithToast(context.toasts, request, BACK, T.codeSaved);
}

/**
 * 'Generate a code': a fresh code in the field, not saved (saving it rotates the code, so the
 * admin copies it first). Answered as data, never a toast or a redirect: the code is shown once.
 */
async function generateAccessCode() {
  let code: string | null = null;
  while (!code) code = accessCodeFrom(crypto.getRandomValues(new Uint8Array(48)));
  return data({ intent: "settings.generate-access-code" as const, generatedCode: code });
}

/** The company's AI budget: chat questions its visitors may ask per day. */
async function saveAiBudget({ request, context, member, form }: ActionContext) {
  const raw = String(form.get("aiDailyQuestions") ?? "").slice(0, 20);
  const parsed = parseAiDailyQuestions(raw);
  if (!parsed.ok)
    return data(
      {
        intent: "settings.ai-budget" as const,
        errors: { aiDailyQuestions: T.aiBudgetInvalid },
        aiDailyQuestions: raw,
      },
      { status: 400 },
    );
  await context.db
    .update(companies)
    .set({ aiDailyQuestions: parsed.value, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, BACK, { title: T.aiBudgetSaved });
}

async function saveProfile({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, CompanyProfileSchema);
  if (submission.status !== "success")
    return data({ intent: "settings.profile", result: submission.reply() }, { status: 400 });
  const { name, tagline, about, websiteUrl } = submission.value;
  await context.db
    .update(companies)
    .set({
      name,
      tagline: tagline || null,
      about: about || null,
      websiteUrl: websiteUrl || null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, BACK, { title: T.profileSaved });
}

/** Asking visitors for their e-mail at the gate: one key of the company's settings, the others kept. */
async function saveGateEmail({ request, context, member, form }: ActionContext) {
  const parsed = GateEmailSettingSchema.safeParse({ askEmail: form.get("askEmail") ?? undefined });
  if (!parsed.success) return data({ intent: "settings.gate-email", error: T.invalidValue }, { status: 400 });
  await context.db
    .update(companies)
    .set({
      settings: sql`json_set(coalesce(${companies.settings}, '{}'), '$.gateAsksEmail', json(${parsed.data.askEmail ? "true" : "false"}))`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, BACK, {
    title: parsed.data.askEmail ? T.gateAsksEmail : T.gateDoesNotAskEmail,
  });
}

/** Investor notifications (first-open mail, daily digest) and the retention period of the recordings. */
async function saveInvestorNotifications({ request, context, member, form }: ActionContext) {
  const retention = parseRetentionMonths(String(form.get("retentionMonths") ?? "").slice(0, 10));
  const values = {
    notifyFirstOpen: form.get("notifyFirstOpen") === "on",
    notifyDailyDigest: form.get("notifyDailyDigest") === "on",
  };
  if (!retention.ok) {
    return data(
      {
        intent: "settings.investor-notifications",
        errors: { retentionMonths: T.retentionInvalid },
        values: { ...values, retentionMonths: String(form.get("retentionMonths") ?? "").slice(0, 10) },
      },
      { status: 400 },
    );
  }
  await context.db
    .update(companies)
    .set({ ...values, retentionMonths: retention.months, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, BACK, { title: T.notificationsSaved });
}

/** The 'Mail' status line: transport and sender, or the configuration's problems (never the key). */
function mailStatus(env: object) {
  const checked = checkMailConfig(env);
  return checked.ok
    ? {
        ok: true,
        transport: checked.config.transport as string,
        from: checked.config.from as string | null,
        problems: [] as string[],
      }
    : {
        ok: false,
        transport: checked.transport,
        from: checked.from,
        problems: checked.problems.map(mailConfigProblemText),
      };
}

type SettingsCompanyRow = {
  name: string;
  slug: string;
  tagline: string | null;
  about: string | null;
  websiteUrl: string | null;
  hasAccessCode: number;
  settings: string | null;
  notifyFirstOpen: number;
  notifyDailyDigest: number;
  retentionMonths: number;
  openTracking: number;
};

export const settingsTab = {
  async load({ context, member }) {
    const { db } = context;
    const companyId = member.company.id;
    // One D1 batch: the company, the gate's agreement and its acceptances, the AI status and budget.
    const [[company], ndaRows, acceptanceRows, aiRows, budgetRows] = await readWholeRows(db, [
      columnsRead<SettingsCompanyRow>(
        db,
        `SELECT name, slug, tagline, about, website_url AS websiteUrl, access_code_hash IS NOT NULL AS hasAccessCode,
           settings, notify_first_open AS notifyFirstOpen, notify_daily_digest AS notifyDailyDigest,
           retention_months AS retentionMonths, open_tracking AS openTracking
         FROM companies WHERE id = ?1 LIMIT 1`,
        [companyId],
      ),
      ...gateAgreementReads(db, companyId),
      aiStatusRead(db, companyId),
      aiBudgetRead(db, companyId),
    ]);
    const settings = decoded(companies.settings, company!.settings);
    return {
      name: company!.name,
      slug: company!.slug,
      tagline: company!.tagline ?? "",
      about: company!.about ?? "",
      websiteUrl: company!.websiteUrl ?? "",
      hasAccessCode: !!company!.hasAccessCode,
      gateAsksEmail: gateAsksEmail(settings),
      gateAccess: gateAccessSettingsFrom(settings, ndaRows, acceptanceRows),
      investorNotifications: {
        notifyFirstOpen: !!company!.notifyFirstOpen,
        notifyDailyDigest: !!company!.notifyDailyDigest,
        retentionMonths: company!.retentionMonths,
      },
      openTracking: !!company!.openTracking,
      mail: mailStatus(context.cloudflare.env),
      ai: aiStatusFrom(aiRows, context.cloudflare.env),
      aiBudget: aiBudgetFrom(budgetRows),
    };
  },
  actions: {
    "settings.access-code": setAccessCode,
    "settings.profile": saveProfile,
    "settings.gate-email": saveGateEmail,
    "settings.gate-access": saveGateAccess,
    "settings.nda": saveNda,
    "settings.investor-notifications": saveInvestorNotifications,
    ...aiStatusActions,
    "settings.generate-access-code": generateAccessCode,
    "settings.ai-budget": saveAiBudget,
    "settings.open-tracking": saveOpenTracking,
  },
} satisfies ManagementTab;
