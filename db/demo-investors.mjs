// The demo company's investor activity, so the Investors tab opens on something to read: three
// invited investors (one who read the deck twice and asked questions, one who skimmed it and
// requested the cap table, one who has not opened the link yet) and one anonymous visitor.
// Times are relative to the moment of seeding; rows have fixed ids, so seeding again adds nothing.
import { webcrypto } from "node:crypto";

const q = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);
/** An ISO timestamp `minutesAgo` before now, as SQLite computes it. */
const ago = (minutesAgo) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${Math.round(minutesAgo * 60)} seconds')`;
const DAY = 24 * 60;

/** A token hash nobody holds a token for: the demo's links exist only as invited rows. */
function unusableTokenHash() {
  return Buffer.from(webcrypto.getRandomValues(new Uint8Array(32))).toString("hex");
}

// Answers as the deck chat gives them for the demo deck (quoted passages, then the pages cited).
const ANSWERS = {
  customers:
    "**From the pitch deck:**\n\n- **Page 7 · Traction: 140 paying customers, growing 15% per month:** Since our commercial launch in March 2024, Adup has grown to 140 paying web shops and €356,000 in annual recurring revenue.\n\n_Source: page 7._",
  churn:
    "**From the pitch deck:**\n\n- **Page 7 · Traction: 140 paying customers, growing 15% per month:** Net revenue retention is 118 percent, because customers upgrade to the Growth tier once they see the recommendations pay off. Logo churn is 2.1 percent per month.\n- **Page 11 · Financials and projections:** The projections assume 25 new customers per month rising to 90, an average revenue per account growing to €260 per month as more customers choose Growth and Scale, and monthly churn below 2 percent.\n\n_Sources: page 7, page 11._",
  valuation:
    "The pitch deck doesn't seem to cover that. I only answer from what the pitch deck itself says, and it says nothing about **valuation**. I'd rather not guess.",
  competitors:
    "**From the pitch deck:**\n\n- **Page 9 · Competition and our advantage:** Our advantages are the agency distribution network, a data model trained on thousands of European shop-months, and support in Dutch, German and English.\n\n_Source: page 9._",
};

/**
 * SQL lines for the demo's investors, their visits, deck reading, questions and requests.
 * `deck`: the live pitch deck's document id and page count.
 */
export function demoInvestorsSql(companyId, deck) {
  const lines = [];
  // Each invited investor with their pipeline entry, as an invite writes it (ensurePipelineEntry).
  const investor = (id, name, email, firm, invitedMinutesAgo, expiresInDays = null) =>
    lines.push(
      `INSERT INTO investors (id, company_id, name, email, firm, token_hash, expires_at, created_at) VALUES (${q(id)}, ${q(companyId)}, ${q(name)}, ${q(email)}, ${q(firm)}, ${q(unusableTokenHash())}, ${
        expiresInDays === null ? "NULL" : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${expiresInDays} days')`
      }, ${ago(invitedMinutesAgo)}) ON CONFLICT DO NOTHING;`,
      `INSERT INTO pipeline_entries (id, company_id, email, name, firm, investor_id) SELECT lower(hex(randomblob(16))), company_id, email, name, firm, id FROM investors WHERE company_id = ${q(companyId)} AND id = ${q(id)} ON CONFLICT (company_id, email) DO UPDATE SET investor_id = excluded.investor_id WHERE pipeline_entries.investor_id IS NOT excluded.investor_id;`,
    );
  let n = 0;
  const event = (visitorId, investorId, minutesAgo, fields) => {
    n++;
    const id = `demo-event-${visitorId}-${n}`;
    const { kind, path = null, page = null, ms = null, source = "server" } = fields;
    lines.push(
      `INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, created_at) VALUES (${q(id)}, ${q(companyId)}, ${q(visitorId)}, ${q(investorId)}, ${q(kind)}, ${q(path)}, ${
        kind === "deck-page" ? q(deck.id) : "NULL"
      }, ${page === null ? "NULL" : page}, ${ms === null ? "NULL" : ms}, ${q(source)}, ${ago(minutesAgo)}) ON CONFLICT DO NOTHING;`,
    );
  };
  /** One visit: the landing page, the deck page, then deck pages read for `seconds[i]` each. */
  const visit = (visitorId, investorId, startMinutesAgo, pages, extraPaths = []) => {
    let t = startMinutesAgo;
    event(visitorId, investorId, t, { kind: "page", path: "/public/demo" });
    for (const path of extraPaths) event(visitorId, investorId, (t -= 0.5), { kind: "page", path });
    event(visitorId, investorId, (t -= 0.5), { kind: "page", path: "/public/demo/pitch-deck" });
    for (const [page, seconds] of pages) {
      if (page > deck.pageCount) continue;
      event(visitorId, investorId, (t -= seconds / 60), {
        kind: "deck-page",
        page,
        ms: seconds * 1000,
        source: "beacon",
      });
    }
    return t;
  };
  const conversation = (id, visitorId, minutesAgo, turns) => {
    lines.push(
      `INSERT INTO chat_conversations (id, company_id, title, type, visitor_id, created_at) VALUES (${q(id)}, ${q(companyId)}, ${q(turns[0][0].slice(0, 50))}, 'pitch-deck', ${q(visitorId)}, ${ago(minutesAgo)}) ON CONFLICT DO NOTHING;`,
    );
    turns.forEach(([question, answer], i) => {
      const at = minutesAgo - i * 2;
      lines.push(
        `INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES (${q(`${id}-q${i}`)}, ${q(companyId)}, ${q(id)}, ${q(question)}, 1, ${ago(at)}) ON CONFLICT DO NOTHING;`,
      );
      lines.push(
        `INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES (${q(`${id}-a${i}`)}, ${q(companyId)}, ${q(id)}, ${q(answer)}, 0, ${ago(at - 0.1)}) ON CONFLICT DO NOTHING;`,
      );
    });
  };

  // Sanne read the whole deck three days ago and came back this morning for traction and the ask.
  investor(
    "demo-investor-sanne",
    "Sanne Bakker",
    "sanne@noordzee-ventures.example",
    "Noordzee Ventures",
    4 * DAY,
    30,
  );
  const sanneFirst = visit(
    "c41d8e07-2a9f-4b3c-8e15-0d3a00000002",
    "demo-investor-sanne",
    3 * DAY,
    [
      [1, 25],
      [2, 48],
      [3, 40],
      [4, 62],
      [5, 55],
      [6, 71],
      [7, 96],
      [8, 44],
      [9, 58],
      [10, 21],
      [11, 84],
      [12, 30],
      [13, 67],
    ],
    ["/public/demo/timeline"],
  );
  conversation("demo-conversation-sanne", "c41d8e07-2a9f-4b3c-8e15-0d3a00000002", sanneFirst - 1, [
    ["How many paying customers do you have?", ANSWERS.customers],
    ["What is your monthly churn?", ANSWERS.churn],
  ]);
  visit("c41d8e07-2a9f-4b3c-8e15-0d3a00000002", "demo-investor-sanne", 5 * 60, [
    [7, 120],
    [11, 95],
    [13, 80],
  ]);
  conversation("demo-conversation-sanne-2", "c41d8e07-2a9f-4b3c-8e15-0d3a00000002", 4 * 60, [
    ["What is the valuation?", ANSWERS.valuation],
  ]);

  // Pieter skimmed the first pages a week ago and asked for the cap table.
  investor(
    "demo-investor-pieter",
    "Pieter Jansen",
    "pieter@jansen-angels.example",
    "Angel investor",
    10 * DAY,
  );
  visit("9b2e6f14-7c3a-4d0b-a1f8-0d3a00000003", "demo-investor-pieter", 9 * DAY, [
    [1, 12],
    [2, 9],
    [3, 15],
    [4, 8],
  ]);
  lines.push(
    `INSERT INTO document_requests (id, company_id, type, name, email, company, message, created_at) VALUES ('demo-request-pieter', ${q(companyId)}, 'captable', 'Pieter Jansen', 'pieter@jansen-angels.example', 'Jansen Angels', ${q("Could you send the current cap table before our call?")}, ${ago(9 * DAY - 20)}) ON CONFLICT DO NOTHING;`,
  );

  // Lotte was invited yesterday and has not opened her link yet.
  investor("demo-investor-lotte", "Lotte de Graaf", "lotte@graaf-capital.example", "Graaf Capital", DAY, 14);

  // Someone with the shared access code, two days ago.
  visit(
    "7f3c9a2e-5b1d-4c8e-9a60-0d3a00000001",
    null,
    2 * DAY,
    [
      [1, 20],
      [2, 35],
      [9, 52],
    ],
    ["/public/demo/timeline", "/public/demo/videos"],
  );
  conversation("demo-conversation-anonymous", "7f3c9a2e-5b1d-4c8e-9a60-0d3a00000001", 2 * DAY - 4, [
    ["Who are the competitors?", ANSWERS.competitors],
  ]);
  return lines;
}
