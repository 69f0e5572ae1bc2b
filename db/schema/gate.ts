/**
 * Who passes the investor site's gate beyond the code or a personal link: the one-time codes
 * that verify a visitor's e-mail, the agreement (NDA) versions the admin saved, and each
 * acceptance (docs/decisions/055-verified-investors-and-nda.md).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies } from "./auth";
import { createdAt, id, writtenAt } from "./columns";
import { investors } from "./investors";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** A 6-digit code mailed to verify an e-mail at the gate: only its HMAC is stored; 10 minutes, single use. */
export const gateEmailCodes = sqliteTable(
  "gate_email_codes",
  {
    id: id(),
    companyId: companyId(),
    /** Lowercased and trimmed. */
    email: text("email").notNull(),
    /** HMAC-SHA-256 (hex) of the company, the address and the code, keyed with the session secret. */
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("gate_email_codes_company_email_idx").on(t.companyId, t.email, t.createdAt)],
);

/** Each saved text of the company's agreement; a save of a changed text is the next version. */
export const ndaVersions = sqliteTable(
  "nda_versions",
  {
    id: id(),
    companyId: companyId(),
    version: integer("version").notNull(),
    text: text("text").notNull(),
    /** SHA-256 (hex) of the text as shown. */
    textSha256: text("text_sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("nda_versions_company_version_uq").on(t.companyId, t.version)],
);

/** A visitor's acceptance of one version of the agreement, with their name and (when verified) e-mail. */
export const ndaAcceptances = sqliteTable(
  "nda_acceptances",
  {
    id: id(),
    companyId: companyId(),
    version: integer("version").notNull(),
    textSha256: text("text_sha256").notNull(),
    name: text("name").notNull(),
    /** The verified e-mail; null when the company does not verify e-mails. */
    email: text("email"),
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    visitorId: text("visitor_id").notNull(),
    /** The client's address key (an IPv4 address or an IPv6 /64). */
    address: text("address").notNull(),
    acceptedAt: writtenAt("accepted_at"),
  },
  (t) => [
    index("nda_acceptances_company_accepted_idx").on(t.companyId, t.acceptedAt),
    index("nda_acceptances_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

export type NdaAcceptance = typeof ndaAcceptances.$inferSelect;
