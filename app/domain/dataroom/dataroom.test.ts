import { describe, expect, it } from "vitest";

import { strongestSignal, suggestStage } from "../pipeline/suggestions";
import { mayOpenRoomDocument } from "./access";
import { AUDIT_CSV_HEADER, auditCsvLine } from "./audit";
import { watermarkText, winAnsiSafe } from "./watermark";

const day = new Date("2026-11-27T10:00:00Z");

describe("mayOpenRoomDocument", () => {
  const ann = { member: false, investorId: "ann" };
  const code = { member: false, investorId: null };
  const team = { member: true, investorId: null };
  it("nobody: the team only", () => {
    expect(mayOpenRoomDocument({ visibility: "nobody" }, ann, true)).toBe(false);
    expect(mayOpenRoomDocument({ visibility: "nobody" }, team, false)).toBe(true);
  });
  it("everyone: anyone past the gate", () => {
    expect(mayOpenRoomDocument({ visibility: "everyone" }, code, false)).toBe(true);
  });
  it("chosen: only an investor it was given to", () => {
    expect(mayOpenRoomDocument({ visibility: "chosen" }, ann, true)).toBe(true);
    expect(mayOpenRoomDocument({ visibility: "chosen" }, ann, false)).toBe(false);
    expect(mayOpenRoomDocument({ visibility: "chosen" }, code, true)).toBe(false);
  });
});

describe("watermarkText", () => {
  it("is the e-mail, else the name, else 'Confidential', with the day", () => {
    expect(watermarkText({ email: "ann@fund.example", name: "Ann" }, day)).toBe(
      "ann@fund.example · 2026-11-27",
    );
    expect(watermarkText({ email: null, name: "Ann" }, day)).toBe("Ann · 2026-11-27");
    expect(watermarkText({}, day)).toBe("Confidential · 2026-11-27");
  });
  it("drops control characters and keeps what a standard PDF font draws", () => {
    expect(watermarkText({ name: "A\u0000nn\n" }, day)).toBe("A nn · 2026-11-27");
    expect(winAnsiSafe("Zoë 李 · x")).toBe("Zoë ? · x");
  });
});

describe("auditCsvLine", () => {
  it("writes the columns in order, seconds rounded, and neutralises formulas", () => {
    expect(AUDIT_CSV_HEADER).toBe(
      "viewed_at,investor,email,document,version,pages_viewed,seconds,downloaded,verified,nda_version",
    );
    expect(
      auditCsvLine({
        viewedAt: "2026-11-27T10:00:00.000Z",
        investor: "=HYPERLINK(1)",
        email: "ann@fund.example",
        document: "Cap, table",
        version: 2,
        pagesViewed: 3,
        ms: 61_600,
        downloaded: true,
        verified: false,
        ndaVersion: null,
      }),
    ).toBe('2026-11-27T10:00:00.000Z,\'=HYPERLINK(1),ann@fund.example,"Cap, table",v2,3,62,true,false,');
  });
});

describe("the pipeline's data-room signal", () => {
  const quiet = { visits: 1, deckPagesSeen: 0, deckShare: 0, questions: 0, requests: 0, lastEngagedAt: null };
  it("reading data-room documents asks for a meeting, below a request", () => {
    expect(strongestSignal({ ...quiet, roomDocuments: 1 })).toBe("read-documents");
    expect(strongestSignal({ ...quiet, roomDocuments: 1, requests: 1 })).toBe("requested");
    expect(
      suggestStage({ stage: "contacted", engagement: { ...quiet, roomDocuments: 2 }, dismissed: null })?.to,
    ).toBe("meeting");
  });
});
