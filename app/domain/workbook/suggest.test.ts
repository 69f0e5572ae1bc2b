import { describe, expect, it } from "vitest";

import { answerFromWorkbook, indexWorkbook } from "./answer";
import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { formatValue, rawSheet } from "./fixtures.test-helpers";
import { suggestWorkbookQuestions } from "./suggest";

describe("suggested questions from the workbook", () => {
  it("come from real row labels and periods, and each one is answered by a cell", () => {
    const index = indexWorkbook(
      buildWorkbook(
        [
          rawSheet("Plan", [
            ["", "Jan 2025", "Feb 2025", "Mar 2025"],
            ["Revenue", 100, 120, 150],
            ["Marketing spend", 40, 45, 50],
            ["Customers", 10, 12, 15],
          ]),
          rawSheet("Assumptions", [
            ["Assumption", "Value"],
            ["Churn rate", { v: 0.03, z: "0%", w: "3%" }],
            ["Price per seat", 49],
          ]),
          rawSheet(
            "Helper",
            [
              ["", "A", "B"],
              ["Internal", 1, 2],
            ],
            { hidden: true },
          ),
        ],
        WORKBOOK_CAPS,
        formatValue,
      ),
    );
    const questions = suggestWorkbookQuestions(index);
    expect(questions).toEqual([
      "What is Revenue in Mar 2025?",
      "What is Marketing spend in Mar 2025?",
      "What is Customers in Mar 2025?",
      "What is the Churn rate?",
      "What is the Price per seat?",
    ]);
    for (const q of questions) expect(answerFromWorkbook(index, q).kind).toBe("value");
  });
});
