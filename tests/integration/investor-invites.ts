import { env } from "cloudflare:test";
import { expect } from "vitest";

import { type Browser, deliveredMail } from "./http";

export const INVESTORS_TAB = "/admin/management/investors";

/**
 * Invites an investor from the Investors tab (the post must redirect) and reads their personal
 * link from the invite mail, as the investor would: their row, the mail and the link's path and token.
 */
export async function inviteInvestor(
  admin: Browser,
  companyId: string,
  fields: { name?: string; email?: string; firm?: string; expires?: string } = {},
) {
  const email = fields.email ?? `ann-${crypto.randomUUID().slice(0, 8)}@fund.example`;
  const res = await admin.post(INVESTORS_TAB, {
    intent: "investor.invite",
    name: "Ann Investor",
    firm: "Fund One",
    expires: "",
    ...fields,
    email,
  });
  expect(res.status).toBe(302);
  const row = (await env.DB.prepare("SELECT * FROM investors WHERE company_id = ? AND email = ?")
    .bind(companyId, email.trim().toLowerCase())
    .first<{ id: string; email: string } & Record<string, string | null>>())!;
  const mail = await deliveredMail(`investor-invite:${row.id}`, row.email);
  const link = new URL(/https?:\/\/\S+\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text_body)![0]);
  return { id: row.id, row, mail, path: link.pathname, token: link.pathname.split("/").pop()! };
}
