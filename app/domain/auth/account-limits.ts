import type { ThrottlePolicy } from "./throttle";

/** How long the single-use links of accounts stay valid, and the budgets around them. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const INVITE_VALID_MS = 7 * DAY;
export const RESET_VALID_MS = 30 * MINUTE;
export const VERIFY_VALID_MS = DAY;
/** A new verification mail at most this often per account. */
export const VERIFY_RESEND_GAP_MS = 5 * MINUTE;
/** Open invitations a company may have at once. */
export const MAX_OPEN_INVITES = 25;

/** Team invitations a company sends per day. */
export const INVITES_PER_COMPANY: ThrottlePolicy = { maxAttempts: 20, windowMs: DAY, lockMs: DAY };
/** Reset mails asked for one address per hour (whoever asks), and from one client address. */
export const RESETS_PER_EMAIL: ThrottlePolicy = { maxAttempts: 3, windowMs: HOUR, lockMs: HOUR };
export const RESETS_PER_ADDRESS: ThrottlePolicy = { maxAttempts: 10, windowMs: HOUR, lockMs: HOUR };
/** Codes tried at the two-factor step (and recovery codes), per account. */
export const TWO_FACTOR_PER_ACCOUNT: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Current-password checks on the account page (password change, switching two-factor off), per account. */
export const PASSWORD_CONFIRM_PER_ACCOUNT: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
