import { describe, expect, it } from "vitest";

import {
  awaitsPages,
  canMakeLive,
  canPublishTextOnly,
  deckSource,
  liveVersion,
  pagesHoldBack,
  publicDeckState,
  RENDER_STALL_MS,
  summariseVersions,
  versionComplete,
  type VersionFacts,
  versionStatus,
} from "./versions";

let n = 0;
const version = (over: Partial<VersionFacts> = {}): VersionFacts => {
  n += 1;
  return {
    id: over.id ?? `v${n}`,
    type: "pdf",
    extractionStatus: "done",
    pagesStatus: "done",
    textChars: 800,
    uploadDate: "2026-11-01T10:00:00.000Z",
    createdAt: over.uploadDate ?? "2026-11-01T10:00:00.000Z",
    selectedAt: null,
    ...over,
  };
};

describe("versionStatus", () => {
  it("is processing while the first extraction runs or the pages are rendered", () => {
    expect(versionStatus(version({ extractionStatus: "pending", textChars: 0 }))).toBe("processing");
    expect(versionStatus(version({ extractionStatus: "processing", textChars: 0 }))).toBe("processing");
    expect(versionStatus(version({ pagesStatus: "rendering" }))).toBe("processing");
  });
  it("keeps serving its stored text while it is extracted again (Reprocess)", () => {
    expect(versionStatus(version({ extractionStatus: "pending", textChars: 800 }))).toBe("ready");
  });
  it("is failed when the job failed or the PDF yielded 50 characters or less", () => {
    expect(versionStatus(version({ extractionStatus: "failed" }))).toBe("failed");
    expect(versionStatus(version({ textChars: 50 }))).toBe("failed");
    expect(versionStatus(version({ textChars: 0, pagesStatus: "none" }))).toBe("failed");
  });
  it("is ready with enough text (a workbook with any text)", () => {
    expect(versionStatus(version({ textChars: 51 }))).toBe("ready");
    expect(versionStatus(version({ type: "excel", textChars: 1, pagesStatus: "none" }))).toBe("ready");
    expect(versionStatus(version({ type: "excel", textChars: 0, pagesStatus: "none" }))).toBe("failed");
    // Rows written before jobs existed keep the 'none' status.
    expect(versionStatus(version({ extractionStatus: "none" }))).toBe("ready");
  });
});

describe("liveVersion", () => {
  const old = version({ id: "old", uploadDate: "2026-11-01T10:00:00.000Z" });
  it("is the newest ready upload", () => {
    const newer = version({ id: "new", uploadDate: "2026-11-02T10:00:00.000Z" });
    expect(liveVersion([old, newer])?.id).toBe("new");
    expect(liveVersion([newer, old])?.id).toBe("new");
  });
  it("never a failed or processing upload: the previous ready one stays live", () => {
    const failed = version({
      id: "broken",
      uploadDate: "2026-11-03T10:00:00.000Z",
      extractionStatus: "failed",
    });
    const running = version({
      id: "running",
      uploadDate: "2026-11-04T10:00:00.000Z",
      extractionStatus: "processing",
      textChars: 0,
    });
    const empty = version({ id: "scanned", uploadDate: "2026-11-05T10:00:00.000Z", textChars: 0 });
    expect(liveVersion([old, failed, running, empty])?.id).toBe("old");
  });
  it("is null when nothing is ready", () => {
    expect(liveVersion([version({ extractionStatus: "failed" })])).toBeNull();
    expect(liveVersion([])).toBeNull();
  });
  it("a version the admin switched back to stays live until a newer upload is ready", () => {
    const v2 = version({ id: "v2", uploadDate: "2026-11-02T10:00:00.000Z" });
    const back = { ...old, selectedAt: "2026-11-03T09:00:00.000Z" };
    expect(liveVersion([back, v2])?.id).toBe("old");
    const v3 = version({ id: "v3", uploadDate: "2026-11-04T10:00:00.000Z" });
    expect(liveVersion([back, v2, v3])?.id).toBe("v3");
    const v3Failed = { ...v3, extractionStatus: "failed" as const };
    expect(liveVersion([back, v2, v3Failed])?.id).toBe("old");
  });
  it("breaks a tie of one upload time by creation time, then id", () => {
    const a = version({
      id: "a",
      uploadDate: "2026-11-02T10:00:00.000Z",
      createdAt: "2026-11-02T10:00:00.001Z",
    });
    const b = version({
      id: "b",
      uploadDate: "2026-11-02T10:00:00.000Z",
      createdAt: "2026-11-02T10:00:00.002Z",
    });
    expect(liveVersion([a, b])?.id).toBe("b");
  });
});

describe("summariseVersions, publicDeckState, canMakeLive", () => {
  const v1 = version({ id: "v1", uploadDate: "2026-11-01T10:00:00.000Z" });
  const v2 = version({ id: "v2", uploadDate: "2026-11-02T10:00:00.000Z", extractionStatus: "failed" });
  const v3 = version({
    id: "v3",
    uploadDate: "2026-11-03T10:00:00.000Z",
    extractionStatus: "pending",
    textChars: 0,
  });

  it("lists newest upload first with status and the live flag", () => {
    expect(summariseVersions([v1, v2, v3]).map((v) => [v.id, v.status, v.live])).toEqual([
      ["v3", "processing", false],
      ["v2", "failed", false],
      ["v1", "ready", true],
    ]);
  });
  it("tells investors the live deck, that it is being updated, or nothing", () => {
    expect(publicDeckState([v1, v2, v3])).toEqual({ kind: "live", id: "v1" });
    expect(publicDeckState([v2, v3])).toEqual({ kind: "updating" });
    expect(publicDeckState([v2])).toEqual({ kind: "none" });
  });
  it("only a ready version that is not live can be made live", () => {
    const v4 = version({ id: "v4", uploadDate: "2026-11-04T10:00:00.000Z" });
    expect(canMakeLive([v1, v2, v4], "v1")).toEqual({ ok: true });
    expect(canMakeLive([v1, v2, v4], "v4")).toEqual({ ok: false, reason: "already-live" });
    expect(canMakeLive([v1, v2, v4], "v2")).toEqual({ ok: false, reason: "not-ready" });
    expect(canMakeLive([v1, v2, v4], "nope")).toEqual({ ok: false, reason: "unknown" });
  });
});

describe("deckSource", () => {
  const pdf = { uploadDate: "2026-11-02T10:00:00.000Z", selectedAt: null };
  it("shows the newer of the live PDF and the slide images", () => {
    expect(deckSource(pdf, "2026-11-01T10:00:00.000Z")).toBe("pdf");
    expect(deckSource(pdf, "2026-11-03T10:00:00.000Z")).toBe("slides");
    expect(deckSource({ ...pdf, selectedAt: "2026-11-04T10:00:00.000Z" }, "2026-11-03T10:00:00.000Z")).toBe(
      "pdf",
    );
    expect(deckSource(pdf, null)).toBe("pdf");
    expect(deckSource(null, "2026-11-03T10:00:00.000Z")).toBe("slides");
    expect(deckSource(null, null)).toBe("none");
  });
});

describe("pagesHoldBack: which renderings keep a version processing", () => {
  const start = Date.parse("2026-11-01T10:00:00.000Z");
  const at = (ms: number) => new Date(start + ms);
  const iso = (ms: number) => at(ms).toISOString();

  it("a rendering of a new upload that makes progress holds the version back", () => {
    expect(
      pagesHoldBack(
        { pagesStatus: "rendering", pagesUpdatedAt: iso(5_000), pagesBlocking: true },
        at(20_000),
      ),
    ).toBe("rendering");
  });
  it("a rendering without progress for longer than the stall time stopped: the version is judged by its text", () => {
    const v = { pagesStatus: "rendering" as const, pagesUpdatedAt: iso(5_000), pagesBlocking: true };
    expect(pagesHoldBack(v, at(5_000 + RENDER_STALL_MS))).toBe("rendering");
    expect(pagesHoldBack(v, at(5_000 + RENDER_STALL_MS + 1))).toBe("none");
    expect(
      versionStatus({
        type: "pdf",
        extractionStatus: "done",
        textChars: 800,
        pagesStatus: pagesHoldBack(v, at(10 * 60_000)),
      }),
    ).toBe("ready");
  });
  it("re-rendering the live version never takes it off line", () => {
    expect(
      pagesHoldBack(
        { pagesStatus: "rendering", pagesUpdatedAt: iso(1_000), pagesBlocking: false },
        at(2_000),
      ),
    ).toBe("none");
  });
  it("a rendering with no recorded progress counts as stopped; other statuses pass through", () => {
    expect(
      pagesHoldBack({ pagesStatus: "rendering", pagesUpdatedAt: null, pagesBlocking: true }, at(1_000)),
    ).toBe("none");
    expect(pagesHoldBack({ pagesStatus: "done", pagesUpdatedAt: null, pagesBlocking: true }, at(1_000))).toBe(
      "done",
    );
    expect(pagesHoldBack({ pagesStatus: "none", pagesUpdatedAt: null, pagesBlocking: true }, at(1_000))).toBe(
      "none",
    );
  });
});

describe("only complete versions go live", () => {
  const withPages = version({ id: "old", uploadDate: "2026-11-01T10:00:00.000Z", complete: true });
  it("a newer ready version without pages never replaces a live version with pages", () => {
    const noPages = version({ id: "new", uploadDate: "2026-11-02T10:00:00.000Z", complete: false });
    expect(liveVersion([withPages, noPages])?.id).toBe("old");
    expect(awaitsPages([withPages, noPages], "new")).toBe(true);
    expect(canMakeLive([withPages, noPages], "new")).toEqual({ ok: false, reason: "needs-pages" });
    const summary = summariseVersions([withPages, noPages]);
    expect(summary.map((v) => [v.id, v.live, v.awaitingPages])).toEqual([
      ["new", false, true],
      ["old", true, false],
    ]);
  });
  it("goes live once its pages are in, or when the admin publishes it as text only", () => {
    const rendered = version({ id: "new", uploadDate: "2026-11-02T10:00:00.000Z", complete: true });
    expect(liveVersion([withPages, rendered])?.id).toBe("new");
    const noPages = version({ id: "new", uploadDate: "2026-11-02T10:00:00.000Z", complete: false });
    expect(canPublishTextOnly([withPages, noPages], "new")).toEqual({ ok: true });
    expect(canPublishTextOnly([withPages, noPages], "old")).toEqual({ ok: false, reason: "already-live" });
  });
  it("without any complete version the text decides (no viewer to lose)", () => {
    const a = version({ id: "a", uploadDate: "2026-11-01T10:00:00.000Z", complete: false });
    const b = version({ id: "b", uploadDate: "2026-11-02T10:00:00.000Z", complete: false });
    expect(liveVersion([a, b])?.id).toBe("b");
    expect(awaitsPages([a, b], "a")).toBe(false);
  });
  it("a version without text is never published, complete or not", () => {
    const empty = version({ id: "e", uploadDate: "2026-11-03T10:00:00.000Z", textChars: 0 });
    expect(canPublishTextOnly([withPages, empty], "e")).toEqual({ ok: false, reason: "not-ready" });
  });
  it("complete: pages done, text only chosen, or the live version being rendered again", () => {
    expect(versionComplete({ pagesStatus: "done", pagesBlocking: true, textOnlyAt: null })).toBe(true);
    expect(versionComplete({ pagesStatus: "none", pagesBlocking: true, textOnlyAt: null })).toBe(false);
    expect(
      versionComplete({ pagesStatus: "none", pagesBlocking: true, textOnlyAt: "2026-11-02T10:00:00.000Z" }),
    ).toBe(true);
    expect(versionComplete({ pagesStatus: "rendering", pagesBlocking: true, textOnlyAt: null })).toBe(false);
    expect(versionComplete({ pagesStatus: "rendering", pagesBlocking: false, textOnlyAt: null })).toBe(true);
  });
});
