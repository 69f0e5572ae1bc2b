/**
 * Who an update mail goes to: the verified subscribers and/or the invited investors whose
 * pipeline entry is in one of the chosen stages. One mail per address: an investor who also
 * subscribed gets the subscriber's mail (with its unsubscribe link). Pure.
 */
import { isStage, type Stage } from "../pipeline/stages";

export type UpdateAudience = { subscribers: boolean; stages: Stage[] };

export const NO_AUDIENCE: UpdateAudience = { subscribers: false, stages: [] };

/** The audience from the form: `audience=subscribers` and `stage=<stage>` (any number), unknown values dropped. */
export function readAudience(values: { subscribers: boolean; stages: readonly string[] }): UpdateAudience {
  const stages = [...new Set(values.stages.filter(isStage))];
  return { subscribers: values.subscribers, stages };
}

export const hasAudience = (a: UpdateAudience) => a.subscribers || a.stages.length > 0;

/** The stored form (updates.mail_audience), read back defensively. */
export function parseStoredAudience(raw: unknown): UpdateAudience {
  if (!raw || typeof raw !== "object") return NO_AUDIENCE;
  const r = raw as { subscribers?: unknown; stages?: unknown };
  return readAudience({
    subscribers: r.subscribers === true,
    stages: Array.isArray(r.stages) ? r.stages.filter((s): s is string => typeof s === "string") : [],
  });
}

export type AudienceSubscriber = { id: string; email: string; unsubscribeToken: string };
export type AudienceInvestor = { id: string; email: string; stage: Stage | null; revoked: boolean };

export type UpdateRecipient =
  | { kind: "subscriber"; id: string; email: string; unsubscribeToken: string }
  | { kind: "investor"; id: string; email: string };

/** The recipients of an audience, one per address (lowercased), subscribers first. */
export function updateRecipients(
  audience: UpdateAudience,
  subscribers: readonly AudienceSubscriber[],
  investors: readonly AudienceInvestor[],
): UpdateRecipient[] {
  const seen = new Set<string>();
  const out: UpdateRecipient[] = [];
  const subscriberByEmail = new Map(subscribers.map((s) => [s.email.toLowerCase(), s]));
  if (audience.subscribers)
    for (const s of subscribers) {
      const email = s.email.toLowerCase();
      if (seen.has(email)) continue;
      seen.add(email);
      out.push({ kind: "subscriber", id: s.id, email, unsubscribeToken: s.unsubscribeToken });
    }
  for (const i of investors) {
    const email = i.email.toLowerCase();
    if (i.revoked || !i.stage || !audience.stages.includes(i.stage) || seen.has(email)) continue;
    seen.add(email);
    const sub = subscriberByEmail.get(email);
    out.push(
      sub
        ? { kind: "subscriber", id: sub.id, email, unsubscribeToken: sub.unsubscribeToken }
        : { kind: "investor", id: i.id, email },
    );
  }
  return out;
}

/** The outbox key of one recipient's mail: the same recipient of the same update is never mailed twice. */
export const recipientKey = (updateId: string, r: Pick<UpdateRecipient, "kind" | "id">) =>
  `update:${updateId}:${r.kind === "subscriber" ? "sub" : "inv"}:${r.id}`;
