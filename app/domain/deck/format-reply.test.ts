import { describe, expect, it } from "vitest";

import { type BlockNode, formatReply, type InlineNode, parseInline, plainText } from "./format-reply";

const KINDS = new Set(["heading", "paragraph", "list", "text", "strong", "em", "code", "break"]);

/** Every node of a tree: only known kinds, and only text / children / level / ordered / items fields. */
function walk(blocks: readonly BlockNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  const inline = (nodes: readonly InlineNode[]) => {
    for (const n of nodes) {
      out.push(n);
      if (n.kind === "strong" || n.kind === "em") inline(n.children);
    }
  };
  for (const b of blocks) {
    expect(KINDS.has(b.kind)).toBe(true);
    if (b.kind === "list") b.items.forEach(inline);
    else inline(b.children);
  }
  return out;
}

describe("formatReply", () => {
  it("reads the local provider's answer: bold lead, a list of cited passages and an italic source line", () => {
    const reply =
      "**From the pitch deck:**\n\n- **Page 6 · Business model and pricing:** Starter costs €99 per month.\n- **Page 7 · Traction:** 140 paying web shops.\n\n_Sources: page 6, page 7._";
    const blocks = formatReply(reply);
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "paragraph"]);
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      children: [{ kind: "strong", children: [{ kind: "text", text: "From the pitch deck:" }] }],
    });
    const list = blocks[1] as Extract<BlockNode, { kind: "list" }>;
    expect(list.ordered).toBe(false);
    expect(list.items).toHaveLength(2);
    expect(list.items[0][0]).toEqual({
      kind: "strong",
      children: [{ kind: "text", text: "Page 6 · Business model and pricing:" }],
    });
    expect(list.items[0][1]).toEqual({ kind: "text", text: " Starter costs €99 per month." });
    expect(blocks[2]).toEqual({
      kind: "paragraph",
      children: [{ kind: "em", children: [{ kind: "text", text: "Sources: page 6, page 7." }] }],
    });
  });

  it("headings (levels above 3 become 3), numbered lists and line breaks inside a paragraph", () => {
    const blocks = formatReply("# Summary\n### Risks\n###### Small\n1. First\n2) Second\nline one\nline two");
    expect(blocks[0]).toEqual({ kind: "heading", level: 1, children: [{ kind: "text", text: "Summary" }] });
    expect(blocks[1]).toMatchObject({ kind: "heading", level: 3 });
    expect(blocks[2]).toMatchObject({ kind: "heading", level: 3 });
    expect(blocks[3]).toEqual({
      kind: "list",
      ordered: true,
      items: [[{ kind: "text", text: "First" }], [{ kind: "text", text: "Second" }]],
    });
    expect(blocks[4]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "line one" }, { kind: "break" }, { kind: "text", text: "line two" }],
    });
  });

  it("keeps HTML as literal text: no node can carry markup or attributes", () => {
    const evil =
      '<script>alert("x")</script>\n\n**<img src=x onerror="alert(1)">**\n- <a href="javascript:alert(2)">click</a>\n# <iframe srcdoc="<script>alert(3)</script>">';
    const blocks = formatReply(evil);
    const nodes = walk(blocks);
    const texts = nodes
      .filter((n): n is Extract<InlineNode, { kind: "text" }> => n.kind === "text")
      .map((n) => n.text);
    expect(texts).toContain('<script>alert("x")</script>');
    expect(texts).toContain('<img src=x onerror="alert(1)">');
    expect(texts).toContain('<a href="javascript:alert(2)">click</a>');
    expect(texts.join("")).toContain('<iframe srcdoc="<script>alert(3)</script>">');
    for (const n of nodes)
      expect(Object.keys(n).every((k) => ["kind", "text", "children"].includes(k))).toBe(true);
    expect(plainText(blocks)).toContain('<script>alert("x")</script>');
  });

  it("leaves unmatched markers, snake_case and arithmetic alone", () => {
    expect(parseInline("a ** b")).toEqual([{ kind: "text", text: "a ** b" }]);
    expect(parseInline("use snake_case_names here")).toEqual([
      { kind: "text", text: "use snake_case_names here" },
    ]);
    expect(parseInline("an *open marker")).toEqual([{ kind: "text", text: "an *open marker" }]);
    expect(parseInline("`x < y`")).toEqual([{ kind: "code", text: "x < y" }]);
    expect(parseInline("**bold _and italic_** end")).toEqual([
      {
        kind: "strong",
        children: [
          { kind: "text", text: "bold " },
          { kind: "em", children: [{ kind: "text", text: "and italic" }] },
        ],
      },
      { kind: "text", text: " end" },
    ]);
  });

  it("empty and odd input gives no blocks rather than throwing", () => {
    expect(formatReply("")).toEqual([]);
    expect(formatReply("\n\n  \n")).toEqual([]);
    expect(formatReply(undefined as unknown as string)).toEqual([]);
  });
});
