/** The input of a six-digit code from an authenticator app (setting up and signing in). */
export const ONE_TIME_CODE_INPUT = {
  id: "two-factor-code",
  name: "code",
  type: "text",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]*",
  maxLength: 10,
} as const;
