import { describe, expect, it } from "vitest";
import { z } from "zod";

import { LoginSchema, RegisterSchema } from "../../schemas/auth";
import { cutText, echoLimits, parseForm } from "./bounded-reply.server";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("a refused form's reply", () => {
  it("knows each field of a schema with its own maximum", () => {
    expect(Object.fromEntries(echoLimits(LoginSchema))).toEqual({
      intent: 5,
      email: 254,
      password: 200,
      redirectTo: 1000,
    });
    expect(echoLimits(RegisterSchema).get("fullName")).toBe(120);
    const union = z.union([
      z.object({ a: z.string().max(3) }),
      z.object({ b: z.number(), a: z.string().max(9) }),
    ]);
    expect(Object.fromEntries(echoLimits(union))).toEqual({ a: 9, b: 100 });
  });

  it("a 10 MB login post answers with its known fields, each cut to its limit", () => {
    const huge = "x".repeat(10 * 1024 * 1024);
    const submission = parseForm(
      form([
        ["intent", "login"],
        ["email", `${huge}@example.com`],
        ["password", huge],
        ["redirectTo", huge],
        ["junk", huge],
        ["junk2", huge],
      ]),
      LoginSchema,
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: ["password"] });
    const json = JSON.stringify(reply);
    expect(json.length).toBeLessThan(3_000);
    expect(reply.initialValue).toEqual({
      intent: "login",
      email: "x".repeat(254),
      redirectTo: "x".repeat(1000),
    });
    expect(reply.fields).toEqual(["intent", "email", "password", "redirectTo"]);
    expect(Object.keys(reply.error ?? {})).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("a name like `email[50000000]` is not written out as fifty million nulls, and unknown ones are dropped", () => {
    const submission = parseForm(
      form([
        ["email[50000000]", "a"],
        ["x[50000000]", "b"],
        ["password", "p"],
      ]),
      LoginSchema,
    );
    const started = performance.now();
    const json = JSON.stringify(submission.reply());
    expect(performance.now() - started).toBeLessThan(100);
    expect(json.length).toBeLessThan(1_000);
  });

  it("cuts on a character, never inside one, and keeps conform's control state to known fields", () => {
    expect(cutText("ab🚀cd", 3)).toBe("ab🚀");
    expect(cutText("🚀".repeat(300), 254)).toBe("🚀".repeat(254));
    const state = JSON.stringify({ validated: { email: true, [`evil${"z".repeat(5000)}`]: true } });
    const reply = parseForm(
      form([
        ["__state__", state],
        ["email", "not-an-email"],
      ]),
      LoginSchema,
    ).reply();
    expect(reply.state).toEqual({ validated: { email: true } });
    const intent = JSON.stringify({ type: "validate", payload: { name: "z".repeat(100_000) } });
    expect(
      JSON.stringify(
        parseForm(
          form([
            ["__intent__", intent],
            ["email", "a@b.c"],
          ]),
          LoginSchema,
        ).reply(),
      ).length,
    ).toBeLessThan(2_000);
  });

  it("a valid post still parses to its value", () => {
    const submission = parseForm(
      form([
        ["intent", "login"],
        ["email", "Founder@Example.com"],
        ["password", "secret"],
      ]),
      LoginSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ email: "founder@example.com", password: "secret" });
  });
});
