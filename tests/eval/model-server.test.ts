// The eval's model server: it records which deck pages the openai-compatible provider hands
// to a model, and forwards to a real server when one is given (here: a second fake).
import { afterEach, describe, expect, it } from "vitest";

import { parseDeckText } from "../../app/domain/deck/chunks";
import { createOpenAiCompatibleProvider } from "../../app/server/ai/openai-compatible";
import { assignFolds, fnv1a } from "./folds.mjs";
import { pagesInPrompt, RECORDED_REPLY, startModelServer } from "./model-server.mjs";

const deck = [
  "--- Page 1 ---\nAcme\nSoftware for bakeries",
  "--- Page 2 ---\nThe problem\nBakeries throw away a fifth of their bread every day.",
  "--- Page 3 ---\nPricing\nAcme costs €49 per month per shop, billed yearly.",
  "--- Page 4 ---\nTeam\nJane Doe, CEO. John Roe, CTO.",
  "--- Page 5 ---\nThe ask\nWe are raising €1.5M to reach 400 bakeries.",
  "--- Page 6 ---\nMarket\n12,000 bakeries in the Benelux.",
  "--- Page 7 ---\nTraction\n40 paying bakeries, 5% monthly growth.",
].join("\n\n");

const servers: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.stop();
});

describe("eval model server", () => {
  it("reads the page markers of a prompt", () => {
    expect(
      pagesInPrompt([
        { role: "system", content: "Context:\n--- Page 3 ---\nx\n\n--- Slide 12 ---\ny" },
        { role: "user", content: "--- Page 9 --- is not a marker line here" },
      ]),
    ).toEqual([3, 12]);
  });

  it("records the pages the openai-compatible provider sends, and answers", async () => {
    const server = await startModelServer();
    servers.push(server);
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.url, model: "eval" });
    const pages = parseDeckText(deck);
    const result = await provider.answer({
      question: "How much does Acme cost per month?",
      context: { pages, documentName: "acme.pdf", notice: null },
      mode: "pitch",
    });
    expect(result.response).toContain(RECORDED_REPLY);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].question).toBe("How much does Acme cost per month?");
    expect(server.calls[0].pages).toContain(3);
    expect(server.calls[0].pages.length).toBeLessThanOrEqual(5);
  });

  it("forwards to the server under test and returns its answer (streamed too)", async () => {
    const upstream = await startModelServer();
    const recorder = await startModelServer({ forward: upstream.url });
    servers.push(recorder, upstream);
    const provider = createOpenAiCompatibleProvider({ baseUrl: recorder.url, model: "eval" });
    const { stream } = await provider.answerStream({
      question: "Who is the CEO?",
      context: { pages: parseDeckText(deck), documentName: "acme.pdf", notice: null },
      mode: "pitch",
    });
    let text = "";
    for await (const piece of stream as unknown as AsyncIterable<string>) text += piece;
    expect(text).toContain(RECORDED_REPLY);
    expect(recorder.calls[0].stream).toBe(true);
    expect(recorder.calls[0].pages).toContain(4);
    expect(upstream.calls).toHaveLength(1);
  });
});

describe("eval folds", () => {
  const deckOf = (file: string, qs: string[]) => ({ file, questions: qs.map((q) => ({ q })) });
  it("deals decks over the folds by a hash of their names, keeping a deck with another's questions beside it", () => {
    const decks = [
      deckOf("a.pdf", ["q1"]),
      deckOf("b.pdf", ["q2"]),
      deckOf("c.pdf", ["q3"]),
      deckOf("d.pdf", ["q4"]),
      deckOf("a-scan.pdf", ["q1"]),
    ];
    const folds = assignFolds(decks, { folds: 2, heldOut: 1 });
    expect(folds.get("a-scan.pdf")?.fold).toBe(folds.get("a.pdf")?.fold);
    const held = [...folds.values()].filter((f) => f.part === "held-out").map((f) => f.group);
    expect(new Set(held).size).toBe(2);
    // Rotating the fold swaps the parts.
    const other = assignFolds(decks, { folds: 2, heldOut: 0 });
    for (const [file, f] of folds) expect(other.get(file)?.part).not.toBe(f.part);
    expect(fnv1a("a.pdf")).toBe(fnv1a("a.pdf"));
  });
});
