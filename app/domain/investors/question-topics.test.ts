import { describe, expect, it } from "vitest";

import { pagesNaming, parseStemmedPages, serializeStemmedPages, stemPages } from "./question-topics";

describe("a deck's stemmed pages, kept per generation of its text", () => {
  const pages = stemPages([
    { number: 3, text: "We hold two patents on the sensor." },
    { number: 5, text: "Onze klanten betalen per maand; de burn rate is EUR 40k." },
  ]);

  it("names a topic by its stem in either language, and a meaning topic by its phrases", () => {
    expect(pagesNaming("patent", pages)).toEqual([3]);
    expect(pagesNaming("klant", pages)).toEqual([5]);
    expect(pagesNaming("burn", pages)).toEqual([5]);
  });

  it("reads back what it stored for the same generation, and nothing for another", () => {
    const json = serializeStemmedPages(7, pages);
    expect(parseStemmedPages(json, 7)).toEqual(pages);
    expect(parseStemmedPages(json, 8)).toBeNull();
  });

  it("takes nothing stored that is not its own shape", () => {
    for (const stored of [null, "", "not json", "[]", '{"gen":1}', '{"gen":1,"pages":[[1,"a"]]}'])
      expect(parseStemmedPages(stored, 1)).toBeNull();
  });
});
