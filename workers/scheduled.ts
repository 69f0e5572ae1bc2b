import { pruneBudgets } from "../app/server/ai/budget.server";
import { failStuckDocuments } from "../app/server/documents/stopped-processing.server";
import { pruneGateCodes } from "../app/server/investors/gate-steps.server";
import { runDailyInvestorJob } from "../app/server/investors/investor-notifications.server";
import { resumeUnsentMails } from "../app/server/mail/fan-out.server";
import { sendDueUpdateMails } from "../app/server/mail/update-mail.server";
import { createDb } from "../db";
import type { Env } from "./env";

/** The frequent Cron Trigger (wrangler.toml, both envs): the sweep of stuck documents and unsent mails, and scheduled update mails. */
export const SWEEP_CRON = "*/15 * * * *";

/**
 * Cron Triggers (wrangler.toml `[triggers] crons`), told apart by `controller.cron`, as of the
 * time the run was scheduled for:
 * - every 15 minutes: document versions stuck in processing past the deadline fail (ADR 030),
 *   scheduled update mails whose hour has come go out (ADR 058), and mails left unsent past
 *   their deadline are queued again (ADR 039), and the gate's one-time codes past their
 *   look-back are deleted;
 * - the daily one (07:00 UTC): the daily investor job — retention pruning and the admins'
 *   activity digest — the budgets' clean-up, and the same sweep.
 */
export async function handleScheduled(controller: ScheduledController, env: Env) {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  try {
    const stuck = await failStuckDocuments(db, env.FILES, now);
    if (stuck.length) console.error(`stuck documents failed (${controller.cron}):`, stuck.join(", "));
  } catch (error) {
    // The daily job still runs; the next sweep tries again.
    console.error("stuck-document sweep failed", error);
  }
  try {
    // Scheduled update mails whose hour has come: their recipients are written, then queued (ADR 058).
    const due = await sendDueUpdateMails(db, env.NOTIFICATIONS, {
      now,
      baseUrl: env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : null,
      secret: env.SESSION_SECRET,
    });
    if (due.updates) console.log(`scheduled update mails sent (${controller.cron}):`, JSON.stringify(due));
  } catch (error) {
    console.error({ event: "scheduled-update-mails-failed", cron: controller.cron, error });
  }
  try {
    const resumed = await resumeUnsentMails(db, env.NOTIFICATIONS, now);
    if (resumed) console.warn(`unsent mails queued again (${controller.cron}): ${resumed}`);
  } catch (error) {
    console.error({ event: "unsent-mail-sweep-failed", cron: controller.cron, error });
  }
  try {
    const codes = await pruneGateCodes(db, now);
    if (codes) console.log(`gate codes deleted (${controller.cron}): ${codes}`);
  } catch (error) {
    console.error({ event: "gate-code-sweep-failed", cron: controller.cron, error });
  }
  if (controller.cron === SWEEP_CRON) return;
  const outcome = await runDailyInvestorJob(db, env.NOTIFICATIONS, {
    now,
    baseUrl: env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : null,
  });
  console.log(`daily investor job (${controller.cron}):`, JSON.stringify(outcome));
  // Yesterday's budget counters and idle deck-viewer clocks (ADR 034).
  console.log("budgets pruned:", JSON.stringify(await pruneBudgets(db, now)));
}
