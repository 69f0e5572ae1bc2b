import { describe, expect, it } from "vitest";

import { parseAiDailyQuestions } from "../../domain/budgets";
import { parseRetentionMonths } from "../../domain/investors/retention";
import { SETTINGS_TEXTS } from "./settings-texts";

describe("the Settings tab's refusals", () => {
  it("asks for a whole number up to the AI budget's maximum, in Dutch", () => {
    expect(parseAiDailyQuestions("100001").ok).toBe(false);
    expect(SETTINGS_TEXTS.aiBudgetInvalid).toBe("Kies een geheel getal van 1 tot 100.000.");
  });

  it("asks for a whole number of months within the retention's bounds, in Dutch", () => {
    expect(parseRetentionMonths("61").ok).toBe(false);
    expect(SETTINGS_TEXTS.retentionInvalid).toBe("Bewaartermijn: een heel aantal maanden van 1 tot 60.");
  });
});
