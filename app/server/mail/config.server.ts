import { mailConfigProblemText } from "../../copy/mail/delivery-texts";
import { checkMailConfig, type MailConfig } from "../../domain/mail/config";

export {
  checkMailConfig,
  MAIL_TRANSPORTS,
  type MailConfig,
  type MailConfigCheck,
  type MailTransport,
} from "../../domain/mail/config";

/** The mail settings of the Worker's raw bindings; throws when they are missing or invalid. */
export function getMailConfig(raw: object): MailConfig {
  const checked = checkMailConfig(raw);
  if (!checked.ok)
    throw new Error(`Invalid mail configuration: ${checked.problems.map(mailConfigProblemText).join(" ")}`);
  return checked.config;
}
