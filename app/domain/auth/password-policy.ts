import { COMMON_PASSWORDS } from "./common-passwords";

/**
 * The rule for a new password (registration, invitation, change, reset): at least 10
 * characters, at most 200, not a common password (app/domain/auth/common-passwords.ts), not the
 * account's own e-mail address or its name part, and not one character repeated. Existing
 * shorter passwords still sign in: only new ones are checked.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

let common: ReadonlySet<string> | undefined;
/** The list as a set, built on first use (about 1,600 entries). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "passwordCommon" | "passwordIsEmail";

/** Why a new password is refused (a key of AUTH_FIELD_ERRORS), or null when it is acceptable. */
export function newPasswordProblem(password: string, email?: string | null): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "passwordTooShort";
  if (password.length > MAX_PASSWORD_LENGTH) return "passwordTooLong";
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1) return "passwordCommon";
  if (isCommonPassword(lower)) return "passwordCommon";
  if (email && passwordMatchesEmail(password, email)) return "passwordIsEmail";
  return null;
}

/** Whether the password is the e-mail address, or its part before the @. */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const name = address.split("@")[0] ?? "";
  return lower === address || (name.length >= 3 && lower === name);
}
