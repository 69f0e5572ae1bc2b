// The demo's update mail read back (docs/decisions/058-the-update-mail-sent-well-and-read-back.md):
// the latest timeline update was mailed to two invited investors — one clicked and replied, one
// has not reacted yet — with a reaction on its page, so the Updates tab's 'Lezers' and the
// investor's pipeline card open on something. Fixed ids: seeding again adds nothing.
const q = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);
const ago = (minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${Math.round(minutes * 60)} seconds')`;

const UPDATE = "demo-update-4";
const TITLE = "Agency partner programme launched";

export function demoUpdateMailSql(companyId, companyName) {
  const mail = (investorId, email, clickedMinutesAgo) => {
    const key = `update:${UPDATE}:inv:${investorId}`;
    const subject = `${companyName}: ${TITLE}`;
    const text = `Update from ${companyName}\n\n${TITLE}\n\nTwelve e-commerce agencies resell the agent to their clients with a revenue share.\n\n--\nYou receive this as an investor invited by ${companyName}.`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${subject}</title></head><body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827"><div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><h1 style="font-size:24px;margin:0 0 8px">${TITLE}</h1><p>Twelve e-commerce agencies resell the agent to their clients with a revenue share.</p></div></body></html>`;
    return `INSERT INTO outbox_emails (id, company_id, to_address, subject, text_body, html_body, kind, idempotency_key, status, update_id, clicked_at, created_at) VALUES (${q(`demo-mail-${investorId}`)}, ${q(companyId)}, ${q(email)}, ${q(subject)}, ${q(text)}, ${q(html)}, 'update-notification', ${q(key)}, 'sent', ${q(UPDATE)}, ${clickedMinutesAgo === null ? "NULL" : ago(clickedMinutesAgo)}, ${ago(3 * 24 * 60)}) ON CONFLICT DO NOTHING;`;
  };
  return [
    `UPDATE updates SET mail_audience = '{"subscribers":true,"stages":["backlog","contacted","meeting"]}', mailed_at = ${ago(3 * 24 * 60)} WHERE id = ${q(UPDATE)} AND mailed_at IS NULL;`,
    mail("demo-investor-sanne", "sanne@noordzee-ventures.example", 2 * 24 * 60),
    mail("demo-investor-lotte", "lotte@graaf-capital.example", null),
    `INSERT INTO update_replies (id, company_id, update_id, investor_id, name, email, body, created_at) VALUES ('demo-reply-sanne', ${q(companyId)}, ${q(UPDATE)}, 'demo-investor-sanne', 'Sanne Bakker', 'sanne@noordzee-ventures.example', ${q("Congratulations on the partner programme! Which of the twelve agencies brings in the most shops? Happy to introduce two more in Belgium.")}, ${ago(2 * 24 * 60 - 5)}) ON CONFLICT DO NOTHING;`,
    `INSERT INTO update_reactions (company_id, update_id, visitor_id, reaction, created_at) VALUES (${q(companyId)}, ${q(UPDATE)}, 'demo-visitor-sanne', '🎉', ${ago(2 * 24 * 60 - 4)}) ON CONFLICT DO NOTHING;`,
  ];
}
