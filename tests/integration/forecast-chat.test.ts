import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createStoredDocument } from "../factories/documents";
import { Browser, rendered, signedIn } from "./http";

/** A workbook's stored text (the parse job's text form), without its table blocks in R2. */
const SHEETS = [
  "--- Sheet 1: Revenue ---",
  "Month | Revenue | Customers",
  "2026-01 | Revenue: 20,000 (B2); Customers: 150 (C2)",
  "2026-02 | Revenue: 23,000 (B3); Customers: 170 (C3)",
  "--- Sheet 2: Costs ---",
  "Month | Personnel | Cloud",
  "2026-01 | Personnel: 40,000 (B2); Cloud: 3,000 (C2)",
  "--- Sheet 3: Cash ---",
  "Month | Opening cash | Closing cash",
  "2026-01 | Opening cash: 500,000 (B2); Closing cash: 477,000 (C2)",
  "--- Sheet 4: Assumptions ---",
  "Assumption | Value",
  "Churn per month | Value: 2% (B2)",
].join("\n");
const messagesOf = async (companyId: string) =>
  (
    await env.DB.prepare(
      "SELECT m.content, m.is_user, c.type FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.company_id = ? ORDER BY m.created_at",
    )
      .bind(companyId)
      .all<{ content: string; is_user: number; type: string }>()
  ).results;

/** A signed-in founder whose company has (or has not) an extracted Excel forecast. */
async function founder(withForecast: boolean) {
  const signed = await signedIn();
  if (withForecast) {
    await createStoredDocument(env, signed.member.companyId, {
      type: "excel",
      name: "forecast-2026.xlsx",
      body: "PK\u0003\u0004",
      extractedText: SHEETS,
      extractionStatus: "done",
    });
  }
  return signed;
}

describe("/forecast-chat", () => {
  it("is members-only, also its stream", async () => {
    const visitor = new Browser();
    expect((await visitor.fetch("/forecast-chat")).headers.get("Location")).toContain("/admin/login");
    expect((await visitor.post("/forecast-chat/stream", { question: "Revenue?" })).status).toBe(401);
  });

  it("without an Excel forecast: the warning, starters, and a refused question (409, nothing stored)", async () => {
    const { member, admin } = await founder(false);
    const page = await (await admin.fetch("/forecast-chat")).text();
    expect(page).toContain(rendered("No Excel forecast uploaded"));
    expect(page).toContain(rendered("Suggested questions"));
    const res = await admin.post("/forecast-chat", { intent: "ask", question: "What is the revenue?" });
    expect(res.status).toBe(409);
    const body = await res.text();
    expect(body).toContain("No Excel file available");
    expect(body).toContain("Please upload an Excel forecast in the admin panel first.");
    expect(await messagesOf(member.companyId)).toHaveLength(0);
  });

  it("answers from the uploaded sheets, citing the sheet, and keeps the conversation as a forecast chat", async () => {
    const { member, admin } = await founder(true);
    const page = await (await admin.fetch("/forecast-chat")).text();
    expect(page).toContain(rendered("forecast-2026.xlsx"));
    expect(page).toContain("Download Forecast");
    const res = await admin.post("/forecast-chat", {
      intent: "ask",
      question: "What are the personnel costs?",
    });
    expect(res.status).toBe(302);
    const messages = await messagesOf(member.companyId);
    expect(messages.map((m) => [m.is_user, m.type])).toEqual([
      [1, "forecast"],
      [0, "forecast"],
    ]);
    expect(messages[1]!.content).toContain("Personnel: 40,000");
    expect(messages[1]!.content).toContain("sheet 2 (Costs)");
    const after = await (await admin.fetch("/forecast-chat")).text();
    expect(after).toContain("What are the personnel costs?");
    // The pitch deck chat of the same member is a separate conversation.
    expect(await (await admin.fetch("/pitch-deck-chat")).text()).not.toContain(
      "What are the personnel costs?",
    );
    // The admin reads it in the chat-messages tab, labelled as a forecast chat.
    expect(await (await admin.fetch("/admin/management/chat-messages")).text()).toContain("Forecast Chat");
  });

  it("streams the answer with JavaScript", async () => {
    const { member, admin } = await founder(true);
    const res = await admin.post("/forecast-chat/stream", {
      question: "What is the monthly revenue and how many customers are there?",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const text = await res.text();
    expect(text).toContain("sheet 1 (Revenue)");
    expect((await messagesOf(member.companyId)).filter((m) => m.type === "forecast")).toHaveLength(2);
  });
});
