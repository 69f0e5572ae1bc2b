/**
 * The AI status of Settings (docs/architecture.md#ai-providers): which provider and models
 * answer, the company's last failed model call (recorded by every provider built with
 * `onFailure: recordAiFailure`) and the 'Test' button's one cheap call.
 */

import type { Db } from "../../../db";
import { aiStatus } from "../../../db/schema";
import type { AiFailureCategory, AiTask } from "../../domain/ai/failures";
import { columnsRead } from "../platform/whole-rows.server";
import {
  type AiEnv,
  AiFailure,
  type AiProvider,
  type AiSetup,
  describeAiSetup,
  getAiProvider,
  toAiFailure,
} from "./";

/** Remembers a failed model call as the company's last AI error (one row per company, overwritten). */
export async function recordAiFailure(
  db: Db,
  companyId: string,
  failure: AiFailure,
  at = new Date(),
): Promise<void> {
  const values = {
    lastErrorAt: at.toISOString(),
    lastErrorTask: failure.task ?? "test",
    lastErrorCategory: failure.category,
  };
  await db
    .insert(aiStatus)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: aiStatus.companyId, set: values });
}

export type AiStatusView = AiSetup & {
  lastError: { at: string; task: AiTask; category: AiFailureCategory } | null;
  lastTestOkAt: string | null;
};

type AiStatusRow = {
  lastErrorAt: string | null;
  lastErrorTask: AiTask | null;
  lastErrorCategory: AiFailureCategory | null;
  lastTestOkAt: string | null;
};

/** The company's AI status row, as a read a page batches with its other reads (Settings). */
export const aiStatusRead = (db: Db, companyId: string) =>
  columnsRead<AiStatusRow>(
    db,
    `SELECT last_error_at AS lastErrorAt, last_error_task AS lastErrorTask, last_error_category AS lastErrorCategory,
       last_test_ok_at AS lastTestOkAt FROM ai_status WHERE company_id = ?1 LIMIT 1`,
    [companyId],
  );

export function aiStatusFrom([row]: readonly AiStatusRow[], env: AiEnv): AiStatusView {
  const lastError =
    row?.lastErrorAt && row.lastErrorTask && row.lastErrorCategory
      ? { at: row.lastErrorAt, task: row.lastErrorTask, category: row.lastErrorCategory }
      : null;
  return { ...describeAiSetup(env), lastError, lastTestOkAt: row?.lastTestOkAt ?? null };
}

export type AiTestOutcome =
  { ok: true; ms: number; provider: AiProvider["name"] } | { ok: false; category: AiFailureCategory };

/**
 * The 'Test' button: one cheap call to the configured text model (a failure is recorded as the
 * last error by the provider; a success as the last good test).
 */
export async function testAi(db: Db, companyId: string, env: AiEnv): Promise<AiTestOutcome> {
  let provider: AiProvider;
  try {
    provider = getAiProvider(env, { onFailure: (failure) => recordAiFailure(db, companyId, failure) });
  } catch (error) {
    // A provider that cannot even be built (unknown name, missing base URL): the setup is wrong.
    console.error("AI test: the provider is not configured", error);
    await recordAiFailure(
      db,
      companyId,
      new AiFailure("config", "test", error instanceof Error ? error.message : String(error), {
        cause: error,
      }),
    );
    return { ok: false, category: "config" };
  }
  const started = Date.now();
  try {
    await provider.ping();
  } catch (error) {
    return { ok: false, category: toAiFailure(error, "test").category };
  }
  const ms = Date.now() - started;
  const now = new Date().toISOString();
  await db
    .insert(aiStatus)
    .values({ companyId, lastTestOkAt: now })
    .onConflictDoUpdate({ target: aiStatus.companyId, set: { lastTestOkAt: now } });
  return { ok: true, ms, provider: provider.name };
}
