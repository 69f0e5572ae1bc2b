import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

/** The tenant. Every business row belongs to exactly one company. */
export const companies = sqliteTable("companies", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  about: text("about"),
  websiteUrl: text("website_url"),
  /** PBKDF2 hash of the investor access code (null: no code set, public pages stay locked). */
  accessCodeHash: text("access_code_hash"),
  /** Bumped when the code is rotated; grants carry the version they were issued for. */
  accessCodeVersion: integer("access_code_version").notNull().default(0),
  settings: text("settings", { mode: "json" }).$type<Record<string, unknown>>(),
  /** Mail the admins when an invited investor first opens the deck. */
  notifyFirstOpen: bool("notify_first_open").notNull().default(true),
  /** Mail the admins a daily digest of the investor site's activity (none on a quiet day). */
  notifyDailyDigest: bool("notify_daily_digest").notNull().default(true),
  /** Visitor events and anonymous chats older than this many months are deleted daily. */
  retentionMonths: integer("retention_months").notNull().default(12),
  /** When the last daily digest was sent (a re-run of the job the same day sends none). */
  digestSentAt: text("digest_sent_at"),
  /** Pitch deck chat questions the AI answers for the company's visitors per day (UTC); then the chat waits for tomorrow. */
  aiDailyQuestions: integer("ai_daily_questions").notNull().default(500),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

export const memberships = sqliteTable(
  "memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "admin"] }).notNull().default("owner"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("memberships_company_idx").on(t.companyId)],
);

/** Server-side sessions: the cookie holds only the signed id, so logout revokes. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Attempt counters (login, registration, the access gate), one row per key. `failures` holds
 * the attempts counted in the window: failed checks plus checks in flight.
 */
export const throttles = sqliteTable("throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: text("window_started_at").notNull(),
  lockedUntil: text("locked_until"),
});

/**
 * Budgets of anonymous writes (chat questions, requests, subscriptions, visitor events): one
 * counter per key, and the key names its period (`chat:v:{visitor}:{day}`). `used` holds the
 * uses counted in the period; refused uses are given back. Deleted after `expires_at`.
 */
export const budgets = sqliteTable(
  "budgets",
  {
    key: text("key").primaryKey(),
    used: integer("used").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("budgets_expires_idx").on(t.expiresAt)],
);
