import { describe, expect, it } from "vitest";

import { isSafeKey } from "./format";
import {
  ArchiveRefusal,
  type ExportTable,
  IMPORT_INTERRUPTED,
  remapArchive,
  type RemapInput,
  type Row,
} from "./remap";

const col = (name: string, notNull = false) => ({ name, kind: "text" as const, notNull, enumValues: null });
const table = (name: string, columns: string[], extra: Partial<ExportTable> = {}): ExportTable => {
  const cols = ["id", "company_id", ...columns].map((c) => col(c, c === "id" || c === "company_id"));
  return {
    name,
    columns: cols,
    exported: cols,
    secret: {},
    hasId: true,
    primaryKey: ["id"],
    references: {},
    ...extra,
  };
};

const TABLES = [
  table("documents", [
    "file_path",
    "extraction_status",
    "extraction_message",
    "processing_run",
    "processing_plan",
    "processing_step",
  ]),
  table("document_pages", ["document_id", "image_path"], { references: { document_id: "documents" } }),
  table("investors", ["token_hash", "created_by"], {
    references: { created_by: "users" },
    secret: { token_hash: "token-hash" },
  }),
  table("visitor_events", ["investor_id", "document_id", "ref", "path"], {
    references: { investor_id: "investors" },
  }),
  table("deliveries", ["outbox_id"], { references: { outbox_id: "outbox_emails" } }),
];

const OLD = "old-co";
const NEW = "new-co";
let n = 0;
function input(rows: Record<string, Row[]>, extra: Partial<RemapInput> = {}): RemapInput {
  return {
    tables: TABLES,
    rows: new Map(Object.entries(rows)),
    sourceCompanyId: OLD,
    targetCompanyId: NEW,
    sourceSlug: "oud",
    targetSlug: "nieuw",
    memberIds: new Set(["member"]),
    importerId: "owner",
    fileKeys: [`${OLD}/1.pdf`, `${OLD}/pages/d1/1.webp`],
    newId: () => `n${++n}`,
    newToken: () => "fresh-token",
    newTokenHash: () => "fresh-hash",
    ...extra,
  };
}

const base = () => ({
  documents: [
    {
      id: "d1",
      company_id: OLD,
      file_path: `${OLD}/1.pdf`,
      extraction_status: "processing",
      extraction_message: "bezig",
      processing_run: "r",
      processing_plan: "{}",
      processing_step: "2",
    },
  ],
  document_pages: [{ id: "p1", company_id: OLD, document_id: "d1", image_path: `${OLD}/pages/d1/1.webp` }],
  investors: [
    { id: "i1", company_id: OLD, created_by: "member" },
    { id: "i2", company_id: OLD, created_by: "stranger" },
  ],
  visitor_events: [
    {
      id: "e1",
      company_id: OLD,
      investor_id: "i1",
      document_id: "d1",
      ref: "document:gone",
      path: "/public/oud/timeline",
    },
  ],
  deliveries: [{ id: "x1", company_id: OLD, outbox_id: "mail-1" }],
});

describe("remapArchive: an archive's rows made the new company's", () => {
  it("new ids everywhere, references and keys following them, secrets fresh, paths on the new slug", () => {
    const { rows, keys } = remapArchive(input(base()));
    const [doc] = rows.get("documents")!;
    const [page] = rows.get("document_pages")!;
    expect(doc!.id).not.toBe("d1");
    expect(doc).toMatchObject({
      company_id: NEW,
      file_path: `${NEW}/1.pdf`,
      extraction_status: "failed",
      extraction_message: IMPORT_INTERRUPTED,
      processing_run: null,
      processing_plan: null,
    });
    expect(page).toMatchObject({
      company_id: NEW,
      document_id: doc!.id,
      image_path: `${NEW}/pages/${doc!.id}/1.webp`,
    });
    expect(keys.get(`${OLD}/pages/d1/1.webp`)).toBe(page!.image_path);
    const [kept, dropped] = rows.get("investors")!;
    expect(kept).toMatchObject({ created_by: "member", token_hash: "fresh-hash" });
    expect(dropped!.created_by).toBeNull();
    const [event] = rows.get("visitor_events")!;
    expect(event).toMatchObject({
      investor_id: kept!.id,
      document_id: doc!.id,
      ref: null,
      path: "/public/nieuw/timeline",
    });
    // A reference to something the archive leaves out (the mail log) becomes null.
    expect(rows.get("deliveries")![0]!.outbox_id).toBeNull();
  });

  it("refuses rows of another company, references outside the archive, keys outside the company and duplicate ids", () => {
    const refusals: [string, Record<string, Row[]>, RegExp][] = [
      [
        "foreign company",
        { ...base(), investors: [{ id: "i1", company_id: "other", created_by: null }] },
        /ander bedrijf/,
      ],
      [
        "foreign reference",
        {
          ...base(),
          document_pages: [{ id: "p1", company_id: OLD, document_id: "someone-elses", image_path: null }],
        },
        /niet in staat/,
      ],
      [
        "foreign key",
        { ...base(), documents: [{ ...base().documents[0]!, file_path: "other/secret.pdf" }] },
        /buiten het bedrijf/,
      ],
      [
        "escaping key",
        { ...base(), documents: [{ ...base().documents[0]!, file_path: `${OLD}/../other/secret.pdf` }] },
        /buiten het bedrijf/,
      ],
      [
        "duplicate id",
        { ...base(), investors: [{ id: "d1", company_id: OLD, created_by: null }] },
        /dubbele id/,
      ],
    ];
    for (const [label, rows, message] of refusals) {
      expect(() => remapArchive(input(rows)), label).toThrow(ArchiveRefusal);
      expect(() => remapArchive(input(rows)), label).toThrow(message);
    }
  });

  it("isSafeKey: only plain keys under the company's folder", () => {
    expect(isSafeKey("c/1.pdf", "c")).toBe(true);
    expect(isSafeKey("c/pages/d/1.webp", "c")).toBe(true);
    for (const key of ["d/1.pdf", "c/../d/1.pdf", "c//x", "c/./x", "c/a\\b", "c/a\u0000", "c", "cc/1.pdf"])
      expect(isSafeKey(key, "c"), key).toBe(false);
  });
});
