import { describe, expect, it } from "vitest";

import { parseEnv, readEnv } from "./env.server";

const SECRET = "s".repeat(32);
const dev = { ENVIRONMENT: "development", SESSION_SECRET: SECRET };
const prod = { SESSION_SECRET: SECRET, PUBLIC_BASE_URL: "https://investors.example.com" };

/** Valid and misconfigured vars: each request's reader must answer as the schema does. */
const CASES: Record<string, Record<string, unknown>>[] = [
  { "development, nothing else": dev },
  { "production with its origin": prod },
  {
    "every var set": {
      ...prod,
      ENVIRONMENT: "production",
      AI_PROVIDER: "openai-compatible",
      OPENAI_BASE_URL: "http://localhost:11434/v1",
      OPENAI_MODEL: "llama",
      OPENAI_API_KEY: "k",
      OPENAI_VISION_MODEL: "v",
      MAIL_TRANSPORT: "resend",
      MAIL_API_KEY: "re_x",
      MAIL_FROM: "a@b.example",
      DEFAULT_COMPANY_SLUG: "  demo ",
      ALLOW_REGISTRATION: "false",
      AI_TEXT_MODEL: "@cf/x",
      AI_VISION_MODEL: "@cf/y",
      SETUP_TOKEN: "t",
    },
  },
  {
    "a blank default company and registration left open": {
      ...dev,
      DEFAULT_COMPANY_SLUG: " ",
      ALLOW_REGISTRATION: "true",
    },
  },
  { "bindings beside the vars are left out": { ...dev, DB: {}, FILES: {}, AI: {} } },
  { "no secret": { ENVIRONMENT: "development" } },
  { "a short secret": { ...dev, SESSION_SECRET: "short" } },
  { "production without its origin": { SESSION_SECRET: SECRET } },
  { "an origin that is no URL": { ...prod, PUBLIC_BASE_URL: "investors.example.com" } },
  { "an origin on another protocol": { ...prod, PUBLIC_BASE_URL: "ftp://investors.example.com" } },
  { "an unknown environment": { ...dev, ENVIRONMENT: "staging" } },
  { "an unknown AI provider": { ...dev, AI_PROVIDER: "gpt" } },
  { "an unknown mail transport": { ...dev, MAIL_TRANSPORT: "smtp" } },
  { "an empty mail key": { ...dev, MAIL_API_KEY: "" } },
  {
    "openai-compatible without its model": {
      ...dev,
      AI_PROVIDER: "openai-compatible",
      OPENAI_BASE_URL: "http://x.example/v1",
    },
  },
  {
    "openai-compatible with no URL": {
      ...dev,
      AI_PROVIDER: "openai-compatible",
      OPENAI_BASE_URL: "not a url",
      OPENAI_MODEL: "m",
    },
  },
  { "a var that is not text": { ...dev, MAIL_FROM: 42 } },
];

const outcome = (read: () => unknown) => {
  try {
    return { env: read() };
  } catch (error) {
    // The settings named, in order (zod's own wording of a type error may differ).
    return {
      settings: [...String((error as Error).message).matchAll(/(?:^|; |: )([A-Z_]+):/g)].map((m) => m[1]),
    };
  }
};

describe("readEnv: each request's vars, as the schema reads them", () => {
  for (const entry of CASES) {
    const [name, raw] = Object.entries(entry)[0]!;
    it(name, () => {
      const expected = outcome(() => parseEnv(raw));
      if ("settings" in expected) expect(expected.settings?.length).toBeGreaterThan(0);
      expect(outcome(() => readEnv(raw))).toEqual(expected);
    });
  }

  it("names the setting and its rule, never its value", () => {
    expect(() => readEnv({ ENVIRONMENT: "development", SESSION_SECRET: "short-secret" })).toThrow(
      "Invalid Worker configuration: SESSION_SECRET: SESSION_SECRET must be at least 32 characters",
    );
    expect(() => readEnv({ SESSION_SECRET: SECRET })).toThrow(/PUBLIC_BASE_URL is required in production/);
    expect(() => readEnv({ ENVIRONMENT: "development", SESSION_SECRET: "short-secret" })).not.toThrow(
      /short-secret/,
    );
  });
});
