import { describe, expect, it } from "vitest";

import { opensDeck, visitorIdsOf } from "./ownership";

describe("an investor's recordings", () => {
  it("are the browsers that came through their link; a browser also used through another investor's link is shared", () => {
    const links = [
      { visitorId: "v1", investorId: "ann" },
      { visitorId: "v1", investorId: null },
      { visitorId: "v2", investorId: "ann" },
      { visitorId: "v2", investorId: "bob" },
      { visitorId: "v3", investorId: "bob" },
      { visitorId: "v4", investorId: null },
      { visitorId: "v0", investorId: "ann" },
    ];
    expect(visitorIdsOf("ann", links)).toEqual({ exclusive: ["v0", "v1"], shared: ["v2"] });
    expect(visitorIdsOf("bob", links)).toEqual({ exclusive: ["v3"], shared: ["v2"] });
    expect(visitorIdsOf("carol", links)).toEqual({ exclusive: [], shared: [] });
  });

  it("first open: a deck page of an invited investor, not another page nor an anonymous reader", () => {
    expect(opensDeck({ kind: "deck-page", investorId: "ann" })).toBe(true);
    expect(opensDeck({ kind: "page", investorId: "ann" })).toBe(false);
    expect(opensDeck({ kind: "deck-page", investorId: null })).toBe(false);
  });
});
