import { describe, expect, it } from "vitest";

import { VIDEO_FIELD_ERRORS } from "./videos-texts";

describe("the Videos tab's messages", () => {
  it("refuses a URL that is not YouTube or Vimeo with the spec's words", () => {
    expect(VIDEO_FIELD_ERRORS.invalidUrl).toBe("Please enter a valid YouTube or Vimeo URL");
  });
});
