/**
 * The AI status a company's admins see in Settings: the last failed model call (when, what it
 * was asked, why) and the last Test that went through. One small row per company, overwritten.
 */
import { sqliteTable, text } from "drizzle-orm/sqlite-core";

import { companies } from "./auth";

export const aiStatus = sqliteTable("ai_status", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  lastErrorAt: text("last_error_at"),
  /** answer | suggestions | interview | vision | test (app/domain/ai/failures.ts). */
  lastErrorTask: text("last_error_task", { enum: ["answer", "suggestions", "interview", "vision", "test"] }),
  lastErrorCategory: text("last_error_category", { enum: ["timeout", "provider", "empty", "config"] }),
  lastTestOkAt: text("last_test_ok_at"),
});

export type AiStatusRow = typeof aiStatus.$inferSelect;
