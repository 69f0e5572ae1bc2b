/**
 * Settings → verified e-mails, allow and block lists, and the agreement (NDA): kept in the
 * company's settings JSON (the other keys stay), each changed agreement text a new row of
 * `nda_versions` (docs/decisions/055-verified-investors-and-nda.md).
 */
import { data } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, ndaVersions } from "../../../db/schema";
import { GATE_ACCESS_SETTINGS_TEXTS as T } from "../../copy/admin/gate-access-settings-texts";
import { agreementChanged, listText, parseEmailList } from "../../domain/investors/gate-access";
import { gateAccessOf, sha256Hex } from "../investors/gate-steps.server";
import { redirectWithToast } from "../platform/toast.server";
import { columnsRead, readWholeRows } from "../platform/whole-rows.server";
import type { ActionContext } from "./types";

const BACK = "/admin/management/settings";
const MAX_LIST_LINES = 500;
const MAX_NDA_CHARS = 20_000;

/** The company's newest agreement (version and text). */
const latestNdaRead = (db: Db, companyId: string) =>
  columnsRead<{ version: number; text: string }>(
    db,
    "SELECT version, text FROM nda_versions WHERE company_id = ?1 ORDER BY version DESC LIMIT 1",
    [companyId],
  );

async function latestNda(db: Db, companyId: string) {
  const [[nda]] = await readWholeRows(db, [latestNdaRead(db, companyId)]);
  return nda ?? null;
}

/**
 * The Settings tab's reads of the gate's agreement, for its batch: the newest version, and the
 * acceptances per version (the tab shows those of the version in force).
 */
export const gateAgreementReads = (db: Db, companyId: string) =>
  [
    latestNdaRead(db, companyId),
    columnsRead<{ version: number; n: number }>(
      db,
      "SELECT version, count(*) AS n FROM nda_acceptances WHERE company_id = ?1 GROUP BY version",
      [companyId],
    ),
  ] as const;

/** What the Settings tab shows of the gate's access rules. */
export function gateAccessSettingsFrom(
  settings: unknown,
  [nda]: readonly { version: number; text: string }[],
  acceptances: readonly { version: number; n: number }[],
) {
  const access = gateAccessOf(settings);
  const s = (settings && typeof settings === "object" ? settings : {}) as Record<string, unknown>;
  return {
    verifyEmail: access.verifyEmail,
    allowText: listText(access.lists.allow),
    blockText: listText(access.lists.block),
    ndaOn: s.ndaOn === true,
    ndaText: nda?.text ?? "",
    ndaVersion: nda?.version ?? null,
    ndaAccepted: acceptances.find((a) => a.version === s.ndaVersion)?.n ?? 0,
  };
}

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max);

/** 'settings.gate-access': the verification switch and the two lists (a line that is no address or domain: 400, nothing saved). */
export async function saveGateAccess({ request, context, member, form }: ActionContext) {
  const values = {
    verifyEmail: form.get("verifyEmail") === "on",
    allowText: field(form, "allowList", 40_000),
    blockText: field(form, "blockList", 40_000),
  };
  const allow = parseEmailList(values.allowText);
  const block = parseEmailList(values.blockText);
  const errors: { allowList?: string; blockList?: string } = {};
  if (allow.invalid.length) errors.allowList = T.invalidEntries(allow.invalid);
  else if (allow.entries.length > MAX_LIST_LINES) errors.allowList = T.tooLong;
  if (block.invalid.length) errors.blockList = T.invalidEntries(block.invalid);
  else if (block.entries.length > MAX_LIST_LINES) errors.blockList = T.tooLong;
  if (errors.allowList || errors.blockList)
    return data({ intent: "settings.gate-access" as const, errors, values }, { status: 400 });
  await context.db
    .update(companies)
    .set({
      settings: sql`json_set(coalesce(${companies.settings}, '{}'), '$.gateVerifyEmail', json(${values.verifyEmail ? "true" : "false"}), '$.gateAllow', ${listText(allow.entries)}, '$.gateBlock', ${listText(block.entries)})`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, BACK, { title: T.saved });
}

/**
 * 'settings.nda': the switch and the text. A text that differs from the latest version
 * (beyond line ends and trailing blanks) is stored as the next version, which every visitor
 * then accepts again; the company's settings name the version asked.
 */
export async function saveNda({ request, context, member, form }: ActionContext) {
  const ndaOn = form.get("ndaOn") === "on";
  const raw = String(form.get("ndaText") ?? "");
  const text = raw.replace(/\r\n?/g, "\n").trim();
  const values = { ndaOn, ndaText: raw.slice(0, MAX_NDA_CHARS + 100) };
  let error: string | null = null;
  if (text.length > MAX_NDA_CHARS) error = T.ndaTextTooLong;
  else if (ndaOn && !text) error = T.ndaTextRequired;
  if (error)
    return data({ intent: "settings.nda" as const, errors: { ndaText: error }, values }, { status: 400 });
  const companyId = member.company.id;
  const latest = await latestNda(context.db, companyId);
  let version = latest?.version ?? null;
  if (text && agreementChanged(latest?.text ?? null, text)) {
    version = (latest?.version ?? 0) + 1;
    // A parallel save that took this number wins; this one answers with a fresh look.
    const [row] = await context.db
      .insert(ndaVersions)
      .values({ companyId, version, text, textSha256: await sha256Hex(text) })
      .onConflictDoNothing()
      .returning({ version: ndaVersions.version });
    if (!row) version = (await latestNda(context.db, companyId))?.version ?? null;
  }
  await context.db
    .update(companies)
    .set({
      settings: sql`json_set(coalesce(${companies.settings}, '{}'), '$.ndaOn', json(${ndaOn ? "true" : "false"}), '$.ndaVersion', ${version})`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, companyId));
  return redirectWithToast(context.toasts, request, BACK, {
    title: version !== null && version !== latest?.version ? T.ndaSaved(version) : T.ndaUnchanged,
  });
}
