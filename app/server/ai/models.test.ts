/// <reference types="node" />
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { parseEnv } from "../platform/env.server";
import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "./models";

const wrangler = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
const valuesOf = (name: string) =>
  [...wrangler.matchAll(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "gm"))].map((m) => m[1]);

describe("the Workers AI models: one place", () => {
  it("both wrangler environments name the code's default models", () => {
    expect(valuesOf("AI_TEXT_MODEL")).toEqual([DEFAULT_TEXT_MODEL, DEFAULT_TEXT_MODEL]);
    expect(valuesOf("AI_VISION_MODEL")).toEqual([DEFAULT_VISION_MODEL, DEFAULT_VISION_MODEL]);
  });

  it("the parsed vars default to them", () => {
    const env = parseEnv({ SESSION_SECRET: "x".repeat(32), ENVIRONMENT: "development" });
    expect([env.AI_TEXT_MODEL, env.AI_VISION_MODEL]).toEqual([DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL]);
  });

  it("names no model Workers AI removed on 2026-05-30, and no Llama 3.2 vision model (its licence excludes EU companies)", () => {
    for (const model of [
      DEFAULT_TEXT_MODEL,
      DEFAULT_VISION_MODEL,
      ...valuesOf("AI_TEXT_MODEL"),
      ...valuesOf("AI_VISION_MODEL"),
    ]) {
      expect(model).not.toBe("@cf/meta/llama-3.1-8b-instruct");
      expect(model).not.toMatch(/llama-3\.2-\d+b-vision/);
    }
  });
});
