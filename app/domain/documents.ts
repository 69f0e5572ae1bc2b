/**
 * Documents (file validation and limits: docs/product.md#admin-panel-documents; storage paths:
 * docs/architecture.md#documents-and-storage).
 *
 * Pure rules only: what a file is (by its first bytes, never by its name alone), whether an
 * upload is acceptable (a refusal is a code; app/copy/admin/documents-texts.ts words it), the R2
 * keys, and the text format of extracted content. The server reads the first bytes of each upload (`FILE_HEAD_BYTES`) and
 * hands them here with the file's name, declared type and size.
 */
import { repairExtractedText } from "./deck/repair";

/* ------------------------------------------------------------------ limits */

export const MB = 1024 * 1024;
/** Our limit for the pitch-deck PDF (the spec gives none): it must stay well below the 100 MB request body limit. */
export const MAX_PDF_BYTES = 50 * MB;
/** Our limit for the forecast workbook (the spec gives none). */
export const MAX_EXCEL_BYTES = 20 * MB;
/** Images max 20 MB each (docs/product.md#admin-panel-documents). */
export const MAX_IMAGE_BYTES = 20 * MB;
/**
 * The cap of a multipart form carrying a file (the no-JS upload forms, and scripts posting a
 * form): the largest accepted file plus the form's own overhead. A form is read whole into
 * memory, so a larger body is refused from its `Content-Length` before it is read.
 */
export const MAX_UPLOAD_FORM_BYTES = MAX_PDF_BYTES + MB;
/** How many leading bytes the server reads to recognise a file. */
export const FILE_HEAD_BYTES = 16;

/* ------------------------------------------------------- magic-byte kinds */

export type FileKind = "pdf" | "png" | "jpeg" | "webp" | "zip" | "ole";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const SIGNATURES: { kind: FileKind; bytes: readonly number[]; offset?: number }[] = [
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\x03\x04: .xlsx (OOXML is a zip)
  { kind: "ole", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2 compound file: .xls
];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** What the first bytes say the file is; null when none of the kinds we accept. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "webp"; // RIFF....WEBP
  for (const s of SIGNATURES) if (startsWith(head, s.bytes, s.offset)) return s.kind;
  return null;
}

/** The content type we store and serve for a kind (never the browser's claim). */
export const KIND_CONTENT_TYPE: Record<FileKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  zip: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ole: "application/vnd.ms-excel",
};

const KIND_EXTENSION: Record<FileKind, string> = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  webp: "webp",
  zip: "xlsx",
  ole: "xls",
};

/** Extensions that name the same kind (a JPEG may be called .jpeg or .jpg). */
const EXTENSION_ALIASES: Record<string, readonly string[]> = { jpg: ["jpg", "jpeg"] };

/** The extension we store and serve a content type under (the reverse of `KIND_CONTENT_TYPE`, plus extracted text). */
export function extensionForContentType(contentType: string): string | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/plain") return "txt";
  const kind = (Object.keys(KIND_CONTENT_TYPE) as FileKind[]).find((k) => KIND_CONTENT_TYPE[k] === type);
  return kind ? KIND_EXTENSION[kind] : null;
}

export const MAX_FILE_NAME_LENGTH = 200;

/** What may not appear in a shown or stored name: control characters (C0, DEL, C1) and the bidi marks that can disguise an extension. */
const isUnsafeNameChar = (c: string) => {
  const code = c.codePointAt(0)!;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
};

/**
 * A file name fit to show: the last part of a path with either kind of slash, without
 * control or bidi characters, trimmed, at most 200 characters; 'bestand' when nothing is left.
 */
export function cleanFileName(name: string) {
  const base = [...(name.split(/[\\/]/).pop() ?? "")]
    .filter((c) => !isUnsafeNameChar(c))
    .join("")
    .trim();
  return [...(base || "bestand")].slice(0, MAX_FILE_NAME_LENGTH).join("");
}

/**
 * The name an upload is stored and downloaded under: the clean name, ending in the extension
 * of what its bytes are. A name whose extension already says that kind keeps it ('Deck.PDF',
 * 'logo.jpeg'); any other extension is replaced ('..\\..\\evil.html' holding a PDF is
 * 'evil.pdf'), and a name without one gets it ('deck' → 'deck.pdf').
 */
export function storedFileName(name: string, extension: string) {
  const clean = cleanFileName(name);
  const dot = clean.lastIndexOf(".");
  const current = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  const accepted = EXTENSION_ALIASES[extension] ?? [extension];
  if (accepted.includes(current)) return clean;
  // Dots and blanks at the ends would make 'evil..pdf', 'evil .pdf' or a hidden '.html.pdf'.
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).replace(/^[.\s]+|[.\s]+$/g, "") || "bestand";
  return `${[...stem].slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1).join("")}.${extension}`;
}

/** The lower-cased extension of a file name ('' when it has none). */
export function fileExtension(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/* -------------------------------------------------------------- validation */

/** What the server (or the browser) knows about one selected file. */
export type FileFacts = {
  name: string;
  /** The declared MIME type (File.type); may be empty. */
  type: string;
  size: number;
  /** The first bytes (at least `FILE_HEAD_BYTES` when the file is that long). */
  head: Uint8Array;
};

/** Why a file was refused: the server answers 413 for `too-large`, 400 otherwise. */
export type ProblemReason = "empty" | "too-large" | "type";
/**
 * Which refusal: empty, over the kind's limit, not a file of the kind the card takes, or (an
 * image) an image in a format we do not take. An empty image is `not-this-kind` (reason `empty`).
 */
export type FileProblemCode = "empty" | "too-large" | "not-this-kind" | "unsupported-format";
/** A refused file: the card's kind, the refusal and the file's name, for the copy to word. */
export type FileProblem = {
  kind: UploadFileKind;
  problem: FileProblemCode;
  reason: ProblemReason;
  fileName: string;
};

/** An accepted file: the kind its bytes show, the content type and extension we store it under. */
export type AcceptedFile = { ok: true; kind: FileKind; contentType: string; extension: string };
export type FileCheck = AcceptedFile | ({ ok: false } & FileProblem);

const accepted = (kind: FileKind): AcceptedFile => ({
  ok: true,
  kind,
  contentType: KIND_CONTENT_TYPE[kind],
  extension: KIND_EXTENSION[kind],
});

/** What an upload says about itself before a byte of it is read: name, declared type and size. */
export type DeclaredFile = Omit<FileFacts, "head">;
export type FileRefusal = { ok: false } & FileProblem;

/** Each kind's size limit, which its too-large refusal names. */
export const MAX_UPLOAD_BYTES: Record<UploadFileKind, number> = {
  pdf: MAX_PDF_BYTES,
  excel: MAX_EXCEL_BYTES,
  image: MAX_IMAGE_BYTES,
};

const refusal = (
  kind: UploadFileKind,
  file: DeclaredFile,
  problem: FileProblemCode,
  reason: ProblemReason = problem === "empty" || problem === "too-large" ? problem : "type",
): FileRefusal => ({ ok: false, kind, problem, reason, fileName: file.name });

/**
 * Pitch deck PDF (docs/product.md#admin-panel-documents): declared application/pdf AND the `%PDF-` signature, not empty, at most
 * `MAX_PDF_BYTES`. Every refusal is worded under the spec's 'Selecteer een geldig PDF bestand.'.
 */
export function checkPdf(file: FileFacts): FileCheck {
  const refused = declaredPdfProblem(file);
  if (refused) return refused;
  if (detectFileKind(file.head) !== "pdf") return notAPdf(file);
  return accepted("pdf");
}

const notAPdf = (file: DeclaredFile) => refusal("pdf", file, "not-this-kind");

function declaredPdfProblem(file: DeclaredFile): FileRefusal | null {
  if (file.size <= 0) return refusal("pdf", file, "empty");
  if (file.size > MAX_PDF_BYTES) return refusal("pdf", file, "too-large");
  if (file.type.toLowerCase() !== "application/pdf") return notAPdf(file);
  return null;
}

/**
 * Financial forecast workbook (docs/product.md#admin-panel-documents): `.xlsx` (a zip) or `.xls` (an OLE2 file) by extension and
 * by signature, not empty, at most `MAX_EXCEL_BYTES`; else 'Selecteer een geldig Excel bestand.'.
 */
export function checkExcel(file: FileFacts): FileCheck {
  const refused = declaredExcelProblem(file);
  if (refused) return refused;
  const ext = fileExtension(file.name);
  const kind = detectFileKind(file.head);
  if ((ext === "xlsx" && kind === "zip") || (ext === "xls" && kind === "ole")) return accepted(kind);
  return notAWorkbook(file);
}

const notAWorkbook = (file: DeclaredFile) => refusal("excel", file, "not-this-kind");

function declaredExcelProblem(file: DeclaredFile): FileRefusal | null {
  if (file.size <= 0) return refusal("excel", file, "empty");
  if (file.size > MAX_EXCEL_BYTES) return refusal("excel", file, "too-large");
  if (!["xlsx", "xls"].includes(fileExtension(file.name))) return notAWorkbook(file);
  return null;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const IMAGE_KINDS = new Set<FileKind>(["jpeg", "png", "webp"]);

/**
 * One slide image (docs/product.md#admin-panel-documents, in the spec's order): must be an image, else 'Ongeldig bestand'
 * ('{file} is geen geldige afbeelding'); at most 20 MB, else 'Bestand te groot'; jpeg, jpg,
 * png or webp, else 'Formaat niet ondersteund'. A file that claims to be an image but whose
 * bytes are not a JPEG, PNG or WebP (or that is empty) is 'Ongeldig bestand' too.
 */
export function checkImage(file: FileFacts): FileCheck {
  const refused = declaredImageProblem(file);
  if (refused) return refused;
  const kind = detectFileKind(file.head);
  if (!kind || !IMAGE_KINDS.has(kind)) return notAnImageFile(file);
  return accepted(kind);
}

const notAnImageFile = (file: DeclaredFile) => refusal("image", file, "not-this-kind");

function declaredImageProblem(file: DeclaredFile): FileRefusal | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith("image/")) return notAnImageFile(file);
  if (file.size > MAX_IMAGE_BYTES) return refusal("image", file, "too-large");
  if (!IMAGE_TYPES.has(type)) return refusal("image", file, "unsupported-format");
  if (file.size <= 0) return refusal("image", file, "not-this-kind", "empty");
  return null;
}

/** The three kinds of file an upload card sends (one file per request on the streamed path). */
export const UPLOAD_FILE_KINDS = ["pdf", "excel", "image"] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];

export const isUploadFileKind = (value: unknown): value is UploadFileKind =>
  typeof value === "string" && (UPLOAD_FILE_KINDS as readonly string[]).includes(value);

/**
 * What the headers of a streamed upload already refuse, before its first byte is read: the
 * same refusals, in the same order, as the whole check, without the first-bytes test.
 */
export function checkDeclaredFile(kind: UploadFileKind, file: DeclaredFile): FileRefusal | null {
  return kind === "pdf"
    ? declaredPdfProblem(file)
    : kind === "excel"
      ? declaredExcelProblem(file)
      : declaredImageProblem(file);
}

export type ImageSelection<F> = {
  /** The files that will be uploaded, with what their bytes showed. */
  accepted: { file: F; check: AcceptedFile }[];
  /**
   * One problem per refused file, in selection order (the selection's toast, worded in
   * app/copy: 'Geen geldige afbeeldingen' when nothing is left, else 'Sommige bestanden overgeslagen').
   */
  problems: FileProblem[];
};

/** Checks a multiple selection of slide images (docs/product.md#admin-panel-documents). */
export function checkImageSelection<F extends FileFacts>(files: F[]): ImageSelection<F> {
  const acceptedFiles: ImageSelection<F>["accepted"] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const check = checkImage(file);
    if (check.ok) acceptedFiles.push({ file, check });
    else
      problems.push({
        kind: check.kind,
        problem: check.problem,
        reason: check.reason,
        fileName: check.fileName,
      });
  }
  return { accepted: acceptedFiles, problems };
}

/* ----------------------------------------------------------------- R2 keys */

/**
 * R2 key of a PDF or workbook (docs/architecture.md#documents-and-storage): `{companyId}/{timestamp}.{ext}` (the spec's user id is the
 * company id here). `timestamp` is milliseconds since the epoch.
 */
export function documentKey(companyId: string, timestamp: number, extension: string) {
  return `${companyId}/${timestamp}.${extension}`;
}

/** R2 key of a slide image (docs/architecture.md#documents-and-storage): `{companyId}/pitch-images/{timestamp}-{random}.{ext}`. */
export function slideImageKey(companyId: string, timestamp: number, random: string, extension: string) {
  return `${companyId}/pitch-images/${timestamp}-${random}.${extension}`;
}

/** R2 key of the company's combined slide text (the `pitch-combined` document, one per company). */
export function combinedTextKey(companyId: string) {
  return `${companyId}/pitch-combined.txt`;
}

/* ------------------------------------------------- extracted text format */

/**
 * Whitespace-tidied text of one page or slide: extraction repairs (app/domain/deck/repair.ts),
 * then runs of blanks collapse, lines are trimmed, at most one empty line in a row. (The stored form with page / slide / sheet markers is
 * the deck module's: `formatDeckPages` in app/domain/deck/chunks.ts.)
 */
export function tidyExtractedText(text: string) {
  // Letter-spaced headings, doubled chart labels and cut words first (their spacing tells them apart).
  return repairExtractedText(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v \u00a0]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/* ---------------------------------------------------- job outcome message */

/**
 * `documents.extraction_message` holds the outcome toast of a finished job: the title on the
 * first line, the description after it. While a job runs it holds progress ('3/12').
 */
export type OutcomeToast = { title: string; description?: string; variant?: "default" | "destructive" };

export function formatOutcome(toast: OutcomeToast) {
  const variant = toast.variant === "destructive" ? "!" : "";
  return `${variant}${toast.title}${toast.description ? `\n${toast.description}` : ""}`;
}

export function parseOutcome(message: string | null | undefined): OutcomeToast | null {
  if (!message) return null;
  const destructive = message.startsWith("!");
  const body = destructive ? message.slice(1) : message;
  const nl = body.indexOf("\n");
  const title = nl === -1 ? body : body.slice(0, nl);
  const description = nl === -1 ? undefined : body.slice(nl + 1);
  return { title, ...(description ? { description } : {}), variant: destructive ? "destructive" : "default" };
}

/* --------------------------------------------------------------- display */

/** File size in the admin list: '820 B', '14.2 KB', '3.4 MB'. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** An HTTP Content-Disposition value that keeps the original (UTF-8) file name. */
export function contentDisposition(kind: "attachment" | "inline", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
