import { describe, expect, it } from "vitest";

import { slideAnnouncements } from "./slide-announcements";

const names: Record<string, string> = { a1: "intro.png", b2: "team.png", c3: "traction.png" };
const say = slideAnnouncements(["a1", "b2", "c3"], (id) => names[id] ?? id);
const active = (id: string) => ({ id });
const over = (id: string) => ({ id });

describe("slideAnnouncements", () => {
  it("names the slide and its position, never its id", () => {
    const lines = [
      say.onDragStart({ active: active("c3") }),
      say.onDragOver({ active: active("c3"), over: over("a1") }),
      say.onDragEnd({ active: active("c3"), over: over("a1") }),
      say.onDragCancel({ active: active("c3"), over: null }),
    ];
    expect(lines).toEqual([
      "Dia traction.png opgepakt, positie 3 van 3.",
      "Dia traction.png boven positie 1 van 3.",
      "Dia traction.png neergezet op positie 1 van 3.",
      "Verplaatsen geannuleerd. Dia traction.png staat weer op positie 3.",
    ]);
    for (const line of lines) expect(line).not.toMatch(/\b(a1|b2|c3)\b/);
  });

  it("says when a slide is dropped outside the list", () => {
    expect(say.onDragEnd({ active: active("a1"), over: null })).toBe(
      "Dia intro.png neergezet; de volgorde is niet veranderd.",
    );
    expect(say.onDragOver({ active: active("a1"), over: null })).toBe(
      "Dia intro.png is niet boven de lijst.",
    );
  });
});
