import { describe, expect, it } from "vitest";

import { readUserAgent } from "../../domain/auth/sessions";
import { deviceLabel } from "./account-texts";

describe("a session's device in Dutch", () => {
  it("names the browser and the system in a few words", () => {
    expect(
      deviceLabel(
        readUserAgent(
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
        ),
      ),
    ).toBe("Chrome op Linux");
    expect(deviceLabel({ browser: "Firefox", system: null })).toBe("Firefox");
    expect(deviceLabel({ browser: null, system: "Windows" })).toBe("Windows");
    expect(deviceLabel(readUserAgent(null))).toBe("Onbekend apparaat");
  });
});
