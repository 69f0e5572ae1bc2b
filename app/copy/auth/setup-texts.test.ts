import { describe, expect, it } from "vitest";

import { SETUP_TEXTS } from "./setup-texts";

describe("the setup page's words", () => {
  it("names the secret to set, with its minimum length, and the command", () => {
    expect(SETUP_TEXTS.notConfigured).toBe(
      "Stel eerst het geheim SETUP_TOKEN in (minstens 16 tekens) en laad deze pagina opnieuw:",
    );
    expect(SETUP_TEXTS.notConfiguredCommand).toBe("npx wrangler secret put SETUP_TOKEN --env production");
    expect(SETUP_TEXTS.title).toBe("Eerste eigenaar aanmaken");
  });
});
