import { describe, expect, it } from "vitest";

import { tidyExtractedText } from "../documents";
import { repairExtractedText } from "./repair";

describe("repairExtractedText", () => {
  it("joins letter-spaced headings, keeping wider gaps as word breaks", () => {
    expect(repairExtractedText("M A R K E T")).toBe("MARKET");
    expect(repairExtractedText("O U R   T E A M")).toBe("OUR TEAM");
    expect(repairExtractedText("t r a c t i o n so far")).toBe("traction so far");
    // Short runs and mixed case are ordinary text.
    expect(repairExtractedText("Plan A B C")).toBe("Plan A B C");
    expect(repairExtractedText("a b c")).toBe("a b c");
  });

  it("undoubles chart labels drawn twice, never a year", () => {
    expect(repairExtractedText("Share 40%40% of users")).toBe("Share 40% of users");
    expect(repairExtractedText("ARR €2M€2M")).toBe("ARR €2M");
    expect(repairExtractedText("12.5%12.5%")).toBe("12.5%");
    expect(repairExtractedText("Founded 2020, 1111 users, 1515 shops")).toBe(
      "Founded 2020, 1111 users, 1515 shops",
    );
  });

  it("mends a word cut before its last letter by a line break", () => {
    expect(repairExtractedText("Solutio\nn\nSustainable coatings")).toBe("Solution\nSustainable coatings");
    expect(repairExtractedText("Consumer\ns demand")).toBe("Consumers demand");
    // 'a' and 'I' are words of their own.
    expect(repairExtractedText("We are\na team")).toBe("We are\na team");
  });

  it("runs at extraction, before whitespace is tidied", () => {
    expect(tidyExtractedText("  M A R K E T   S I Z E  \n\n\n€4B€4B in 2023")).toBe(
      "MARKET SIZE\n\n€4B in 2023",
    );
  });
});
