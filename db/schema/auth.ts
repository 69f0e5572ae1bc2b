import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { bool, createdAt, id, updatedAt } from "./columns";

/** The tenant. Every business row belongs to exactly one company. */
export const companies = sqliteTable("companies", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  about: text("about"),
  /** One line under the company's name on the investor site and its gate, and in the pages' titles. */
  tagline: text("tagline"),
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
  /** Set by the owner: every member signs in with a TOTP code (docs/decisions/036-accounts-and-team.md). */
  requireTwoFactor: bool("require_two_factor").notNull().default(false),
  /** Update mails carry an open pixel (disclosed in their footer); off until turned on in Settings. */
  openTracking: bool("open_tracking").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** Null until the link in the verification mail was used (or an invitation was accepted). */
  emailVerifiedAt: text("email_verified_at"),
  passwordChangedAt: text("password_changed_at"),
  /** The TOTP secret, AES-GCM encrypted (app/server/auth/two-factor.server.ts); kept while being set up. */
  totpSecret: text("totp_secret"),
  /** Set once the first code was confirmed: from then on sign-in asks for a code. */
  totpEnabledAt: text("totp_enabled_at"),
  /** The last 30-second step a code was accepted for: no code is accepted twice. */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
});

/** A member's role in a company: viewers read everything and change nothing; only the owner manages the team. */
export const memberRoles = ["owner", "admin", "viewer"] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberships = sqliteTable(
  "memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull().default("owner"),
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
    /** The absolute end (30 days after sign-in); idle sessions end earlier (last_seen_at). */
    expiresAt: text("expires_at").notNull(),
    /** The company this session works in; null: the member's first company. */
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    lastSeenAt: text("last_seen_at"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use links of an account (e-mail verification, password reset); only the token's SHA-256 is kept. */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/** An invitation to join a company with a role; the link's token is kept as its SHA-256. */
export const teamInvites = sqliteTable(
  "team_invites",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: memberRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("team_invites_hash_unique").on(t.tokenHash),
    index("team_invites_company_idx").on(t.companyId, t.email),
  ],
);

/** Single-use recovery codes of an account with TOTP, as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
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
