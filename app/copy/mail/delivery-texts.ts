/**
 * Why a mail was not sent, as the Outbox and Admin Panel → Settings show it (and the consumer
 * logs it): the mail settings' problems (app/domain/mail/config.ts) and a failed send's reason
 * (app/domain/mail/delivery.ts). English, naming the Worker's settings as they are spelled.
 */
import { MAIL_TRANSPORTS, type MailConfigProblem } from "../../domain/mail/config";
import type { DeliveryReason, SendFailure } from "../../domain/mail/delivery";

export function mailConfigProblemText(problem: MailConfigProblem): string {
  switch (problem.code) {
    case "transportUnknown":
      return `MAIL_TRANSPORT must be ${MAIL_TRANSPORTS.map((t) => `'${t}'`).join(" or ")} (it is '${problem.transport}').`;
    case "apiKeyMissing":
      return `MAIL_API_KEY (a secret) is missing: it is required when MAIL_TRANSPORT is '${problem.transport}'.`;
    case "fromMissing":
      return "MAIL_FROM is not set: the sender address, on a domain verified at the mail service.";
    case "fromInvalid":
      return "MAIL_FROM is not an address ('updates@acme.nl' or 'Acme <updates@acme.nl>').";
    case "fromPlaceholder":
      return `MAIL_FROM is still a placeholder (${problem.address}): use an address on your own domain, verified at the mail service.`;
  }
}

/** The one-line reason a mail failed for its configuration. */
export const configFailureReason = (problems: readonly MailConfigProblem[]) =>
  `Mail is not configured: ${problems.map(mailConfigProblemText).join(" ")}`;

const whatWentWrong = (failure: SendFailure) =>
  failure.status === null
    ? `no answer from the mail service (${failure.message})`
    : `the mail service answered ${failure.status}: ${failure.message}`;

/** A failed send's reason, stored on the mail's Outbox row. */
export function deliveryReasonText(reason: DeliveryReason): string {
  switch (reason.code) {
    case "refused":
      return `Refused by the mail service (${reason.status}): ${reason.message}`;
    case "gaveUp":
      return `Not sent after ${reason.attempts} attempts; last: ${whatWentWrong(reason.last)}`;
    case "attemptFailed":
      return `Attempt ${reason.attempt} of ${reason.of}: ${whatWentWrong(reason.last)}`;
  }
}
