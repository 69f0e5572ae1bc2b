import { createDb } from "../db";
import { runDailyInvestorJob } from "../app/server/investor-notifications.server";
import { pruneBudgets } from "../app/server/budget.server";
import type { Env } from "./env";

/**
 * Cron Trigger (wrangler.toml `[triggers] crons`): the daily investor job — retention pruning
 * and the admins' activity digest — and the budgets' clean-up, as of the time the run was scheduled for.
 */
export async function handleScheduled(controller: ScheduledController, env: Env) {
  const outcome = await runDailyInvestorJob(createDb(env.DB), env.NOTIFICATIONS, {
    now: new Date(controller.scheduledTime),
    baseUrl: env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : null,
  });
  console.log(`daily investor job (${controller.cron}):`, JSON.stringify(outcome));
  // Yesterday's budget counters and idle deck-viewer clocks (ADR 034).
  console.log("budgets pruned:", JSON.stringify(await pruneBudgets(createDb(env.DB), new Date(controller.scheduledTime))));
}
