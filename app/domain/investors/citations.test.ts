import { describe, expect, it } from "vitest";

import { citedPages } from "./citations";

describe("cited pages of a stored answer", () => {
  it("reads the closing sources line", () => {
    expect(citedPages("**From the pitch deck:**\n\n> We raise €2M.\n\n_Sources: page 5, page 2._")).toEqual([
      2, 5,
    ]);
    expect(citedPages("Page 3 is the team.\n\n_Source: slide 3._")).toEqual([3]);
  });

  it("reads inline citations of a model's answer when there is no sources line", () => {
    expect(citedPages("Revenue grew 40% (page 7) and churn is low [p. 9].")).toEqual([7, 9]);
  });

  it("an answer that cites nothing was not covered by the deck", () => {
    expect(citedPages("The pitch deck doesn't seem to cover that. I'd rather not guess.")).toEqual([]);
    expect(citedPages("_Source: deck text._")).toEqual([]);
  });
});
