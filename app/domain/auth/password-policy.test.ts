import { describe, expect, it } from "vitest";

import { isCommonPassword, newPasswordProblem, passwordMatchesEmail } from "./password-policy";

describe("the rule for a new password", () => {
  it("wants at least 10 characters and at most 200", () => {
    expect(newPasswordProblem("short pw1")).toBe("passwordTooShort");
    expect(newPasswordProblem("x".repeat(201))).toBe("passwordTooLong");
    expect(newPasswordProblem("velvet otter 42 marches")).toBeNull();
  });

  it("refuses common passwords, whatever their case, and one character repeated", () => {
    expect(isCommonPassword("Password123")).toBe(true);
    expect(newPasswordProblem("qwertyuiop")).toBe("passwordCommon");
    expect(newPasswordProblem("1234567890")).toBe("passwordCommon");
    expect(newPasswordProblem("aaaaaaaaaaaa")).toBe("passwordCommon");
    expect(isCommonPassword("velvet otter 42 marches")).toBe(false);
  });

  it("refuses the account's own e-mail address or its name part", () => {
    expect(passwordMatchesEmail("Jan.Jansen@Example.com", "jan.jansen@example.com")).toBe(true);
    expect(passwordMatchesEmail("jan.jansen", "jan.jansen@example.com")).toBe(true);
    expect(newPasswordProblem("jan.jansen@example.com", "jan.jansen@example.com")).toBe("passwordIsEmail");
    expect(passwordMatchesEmail("another long one", "jan.jansen@example.com")).toBe(false);
  });
});
