/**
 * Mail to others waits for a confirmed address: until a member has confirmed their own e-mail
 * address, no action of theirs sends mail to anyone else — investor invitations, team
 * invitations, an update's mails to subscribers, a failed mail sent again. With open sign-up a
 * stranger would otherwise mail whatever they like from the platform's sender. Reading, and
 * everything else a member changes, keeps working; mails to the member themselves (the
 * verification mail, a password reset) are not in this list.
 */

/** What the rule reads of a posted form: one field's value. */
export type PostedFields = { get(name: string): FormDataEntryValue | null };

/**
 * The members' form intents that send mail to someone other than the member, each with when it
 * does (an update mails its subscribers only when 'send notifications' is ticked). A new intent
 * that mails others belongs here. A Map, so a posted intent never reaches Object.prototype.
 */
const MAILS_OTHERS = new Map<string, (form: PostedFields) => boolean>([
  ["investor.invite", () => true],
  ["team.invite", () => true],
  ["outbox.resend", () => true],
  ["update.resend", () => true],
  ["request.grant", () => true],
  // Ticked subscribers, or investors chosen by pipeline stage.
  ["update.create", (form) => !!form.get("sendNotifications") || !!form.get("stage")],
  // The monthly update is published through the same send path, with the same choices.
  ["monthly.publish", (form) => !!form.get("sendNotifications") || !!form.get("stage")],
]);

/** The intents listed above (for the tests that post each of them). */
export const MAIL_TO_OTHERS_INTENTS: readonly string[] = [...MAILS_OTHERS.keys()];

/** Whether posting `intent` with these fields sends mail to someone other than the member. */
export function mailsOthers(intent: string, form: PostedFields): boolean {
  return MAILS_OTHERS.get(intent)?.(form) ?? false;
}

/** Whether a member with this account may post `intent` with these fields now. */
export function mayPost(account: { emailVerified: boolean }, intent: string, form: PostedFields): boolean {
  return account.emailVerified || !mailsOthers(intent, form);
}
