import { data } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { investors } from "../../../db/schema";
import { INVESTOR_ACCESS_TEXTS } from "../../copy/investors/access-texts";
import { EXPIRY_MESSAGES, INVESTOR_TEXTS } from "../../copy/investors/texts";
import { PAGE_SIZE, pagingOf, readPage } from "../../domain/admin/paging";
import { readSort, sortVisitors } from "../../domain/investors/activity";
import { deckInsights } from "../../domain/investors/insights";
import { expiryDay, INVITES_PER_COMPANY_PER_DAY, linkState, parseExpiry } from "../../domain/investors/links";
import { groupQuestions } from "../../domain/investors/question-groups";
import { InviteInvestorSchema } from "../../schemas/investors";
import { roomEngagement } from "../dataroom/dataroom.server";
import { deckTopicPages } from "../documents/deck-topics.server";
import { forgetInvestor } from "../investors/investor-privacy.server";
import {
  extendInvestor,
  inviteInvestor,
  loadVisitorActivity,
  revokeInvestor,
} from "../investors/investors.server";
import { acceptancesOf } from "../investors/nda-acceptances.server";
import { publicBaseUrl } from "../mail/queue.server";
import { idOf } from "../platform/form.server";
import { attemptSucceeded, countAttempt } from "../platform/throttle.server";
import { redirectWithToast } from "../platform/toast.server";
import { listRepliesOf } from "../site/update-replies.server";
import type { ActionContext, ManagementTab } from "./types";

const BACK = "/admin/management/investors";

type FieldErrors = Partial<Record<"name" | "email" | "firm" | "expires" | "form", string>>;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 300) : "";
};

async function invite({ request, context, member, form }: ActionContext) {
  const values = {
    name: text(form, "name"),
    email: text(form, "email"),
    firm: text(form, "firm"),
    expires: text(form, "expires"),
  };
  const parsed = InviteInvestorSchema.safeParse(values);
  const expiry = parseExpiry(values.expires, new Date());
  if (!parsed.success || !expiry.ok) {
    const errors: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof FieldErrors] ??= issue.message;
    if (!expiry.ok) errors.expires = EXPIRY_MESSAGES[expiry.problem];
    return data({ intent: "investor.invite" as const, errors, values }, { status: 400 });
  }
  // Counted before the mail is made: parallel posts never send more than the day's invites.
  const limit = { key: `invite:${member.company.id}`, policy: INVITES_PER_COMPANY_PER_DAY };
  const attempt = await countAttempt(context.db, [limit]);
  if (!attempt.allowed) {
    const errors: FieldErrors = {
      form: INVESTOR_TEXTS.inviteLimit(INVITES_PER_COMPANY_PER_DAY.maxAttempts, attempt.remainingMs),
    };
    return data({ intent: "investor.invite" as const, errors, values }, { status: 429 });
  }
  let outcome;
  try {
    outcome = await inviteInvestor(context.db, context.cloudflare.env.NOTIFICATIONS, {
      company: member.company,
      input: parsed.data,
      expiresAt: expiry.expiresAt,
      baseUrl: publicBaseUrl(context.cloudflare.env),
    });
  } catch (error) {
    console.error("investor invite failed", error);
    await attemptSucceeded(context.db, attempt);
    return data(
      {
        intent: "investor.invite" as const,
        errors: { form: INVESTOR_TEXTS.inviteFailed } as FieldErrors,
        values,
      },
      { status: 503 },
    );
  }
  if (!outcome.ok) {
    // No mail went out: the invite is given back.
    await attemptSucceeded(context.db, attempt);
    return data(
      {
        intent: "investor.invite" as const,
        errors: { email: INVESTOR_TEXTS.duplicate } as FieldErrors,
        values,
      },
      { status: 409 },
    );
  }
  if (form.get("requireVerifiedEmail") === "on")
    await setRequireVerifiedEmail(context.db, member.company.id, outcome.investor.id, true);
  return redirectWithToast(context.toasts, request, BACK, {
    title: INVESTOR_TEXTS.invited,
    description: INVESTOR_TEXTS.invitedDescription(outcome.investor.name, outcome.investor.email),
  });
}

async function setRequireVerifiedEmail(db: Db, companyId: string, id: string, on: boolean) {
  const rows = await db
    .update(investors)
    .set({ requireVerifiedEmail: on })
    .where(and(eq(investors.companyId, companyId), eq(investors.id, id)))
    .returning({ id: investors.id });
  return rows.length > 0;
}

/** Whether an investor's personal link asks for a verified e-mail (their own) before it opens. */
async function requireVerified({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  const on = form.get("requireVerifiedEmail") === "on";
  if (!id || !(await setRequireVerifiedEmail(context.db, member.company.id, id, on)))
    return data(
      { intent: "investor.require-verified" as const, id, error: INVESTOR_TEXTS.notFound },
      { status: 404 },
    );
  return redirectWithToast(context.toasts, request, `${BACK}?visitor=${encodeURIComponent(`i:${id}`)}`, {
    title: INVESTOR_ACCESS_TEXTS.saved,
  });
}

/** The detail's verified-link setting and NDA acceptances. */
async function accessOf(
  db: Db,
  companyId: string,
  detail: {
    key: string;
    investor: { id: string; email: string } | null;
    contact: { email: string; verified: boolean } | null;
  },
) {
  const investorId = detail.investor?.id ?? null;
  const row = investorId
    ? await db.query.investors.findFirst({
        where: and(eq(investors.companyId, companyId), eq(investors.id, investorId)),
        columns: { requireVerifiedEmail: true },
      })
    : null;
  const acceptances = await acceptancesOf(db, companyId, {
    investorId,
    email: detail.investor?.email ?? (detail.contact?.verified ? detail.contact.email : null),
    visitorIds: detail.key.startsWith("v:") ? [detail.key.slice(2)] : [],
  });
  return { requireVerifiedEmail: !!row?.requireVerifiedEmail, acceptances };
}

async function revoke({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  // Only the confirmation's own button sends confirm=yes (the row menu asks once more).
  if (form.get("confirm") !== "yes")
    return data(
      { intent: "investor.revoke" as const, id, error: INVESTOR_TEXTS.confirmRevoke },
      { status: 400 },
    );
  const done = id ? await revokeInvestor(context.db, member.company.id, id) : false;
  if (!done)
    return data({ intent: "investor.revoke" as const, id, error: INVESTOR_TEXTS.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, { title: INVESTOR_TEXTS.revoked });
}

async function extend({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  const expiry = parseExpiry(text(form, "expires"), new Date());
  if (!expiry.ok)
    return data(
      { intent: "investor.extend" as const, id, error: EXPIRY_MESSAGES[expiry.problem] },
      { status: 400 },
    );
  const done = id ? await extendInvestor(context.db, member.company.id, id, expiry.expiresAt) : false;
  if (!done)
    return data({ intent: "investor.extend" as const, id, error: INVESTOR_TEXTS.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, { title: INVESTOR_TEXTS.extended });
}

/** Deletes everything recorded about an investor (app/server/investors/investor-privacy.server.ts), once confirmed. */
async function forget({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  if (form.get("confirm") !== "yes")
    return data(
      { intent: "investor.forget" as const, id, error: INVESTOR_TEXTS.confirmForget },
      { status: 400 },
    );
  const done = id ? await forgetInvestor(context.db, member.company.id, id) : false;
  if (!done)
    return data({ intent: "investor.forget" as const, id, error: INVESTOR_TEXTS.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, { title: INVESTOR_TEXTS.forgotten });
}

/**
 * "What investors ask" over all visitors' questions; the deck's stemmed pages are read only when
 * an answer cited no page, to tell a topic the deck names from a to-do for its next version.
 */
async function questionDigest(
  db: Db,
  companyId: string,
  { visitors, deckRead }: Awaited<ReturnType<typeof loadVisitorActivity>>,
) {
  const asked = visitors.flatMap((v) =>
    v.asked.map((q) => ({ asker: v.key, question: q.question, askedAt: q.askedAt, pages: q.pages })),
  );
  const deckPages = asked.some((q) => q.pages.length === 0)
    ? await deckTopicPages(db, companyId, deckRead)
    : null;
  return groupQuestions(asked, deckPages);
}

async function repliesOfDetail(
  db: Parameters<typeof listRepliesOf>[0],
  companyId: string,
  detail: { investor: { email: string } | null; contact: { email: string } | null } | null,
) {
  const email = detail?.investor?.email ?? detail?.contact?.email;
  return email ? listRepliesOf(db, companyId, email) : [];
}

/**
 * 'Investors' tab: invite investors (personal links), revoke or extend links, and the table
 * of investors and anonymous visitors with their interest score (`?sort=&dir=`), or one
 * visitor's detail (`?visitor=i:{id}` / `v:{visitor id}`).
 */
export const investorsTab = {
  async load({ context, member, url }) {
    const now = new Date();
    const activity = await loadVisitorActivity(context.db, member.company.id, now);
    const { visitors, deck } = activity;
    const sort = readSort(url.searchParams.get("sort"), url.searchParams.get("dir"));
    const rows = sortVisitors(visitors, sort.key, sort.dir);
    const selected = url.searchParams.get("visitor");
    const detail = selected ? (rows.find((r) => r.key === selected) ?? null) : null;
    // The table shows one page of rows (a busy round has thousands of visitors); the insights and digest cover them all.
    const paging = pagingOf(rows.length, readPage(url.searchParams.get("page")));
    const shown = rows.slice((paging.page - 1) * PAGE_SIZE, paging.page * PAGE_SIZE);
    const strip = ({
      timeline: _t,
      secondsPerPage: _s,
      pagesSeen: _p,
      asked: _a,
      ...summary
    }: (typeof rows)[number]) => summary;
    return {
      sort,
      inviting: url.searchParams.get("invite") === "1",
      notFound: !!selected && !detail,
      detail,
      access: detail ? await accessOf(context.db, member.company.id, detail) : null,
      // The data-room documents this investor read (docs/decisions/056-data-room-audit-and-watermarks.md).
      roomDocuments: detail?.investor
        ? await roomEngagement(context.db, member.company.id, detail.investor.id)
        : [],
      insights: deck && !detail ? deckInsights(visitors, deck.pageCount) : null,
      digest: detail ? null : await questionDigest(context.db, member.company.id, activity),
      // Their replies to updates ('Reageer', ADR 058), by the investor's or the verified visitor's address.
      replies: await repliesOfDetail(context.db, member.company.id, detail),
      paging,
      rows: shown.map((r) => ({
        ...strip(r),
        link: r.investor
          ? { state: linkState(r.investor, now), expiresOn: expiryDay(r.investor.expiresAt) }
          : null,
      })),
    };
  },
  actions: {
    "investor.invite": invite,
    "investor.revoke": revoke,
    "investor.extend": extend,
    "investor.forget": forget,
    "investor.require-verified": requireVerified,
  },
} satisfies ManagementTab;

export type InvestorsTabData = Awaited<ReturnType<typeof investorsTab.load>>;
