import { type AppLoadContext, data } from "@remix-run/cloudflare";

import { DOCUMENT_OUTCOMES } from "../../copy/admin/documents-texts";
import type { PageReadingGroup } from "../../domain/deck/page-reading";
import { sortSlides } from "../../domain/deck/slides";
import type { VersionStatus } from "../../domain/deck/versions";
import type { Member } from "../auth/auth.server";
import {
  makeLive,
  pageCountsFrom,
  pageCountsQuery,
  pdfAndExcelVersionsFrom,
  pdfAndExcelVersionsQuery,
  publishTextOnly,
} from "../documents/document-versions.server";
import {
  type ActionOutcome,
  deleteDocument,
  documentsQuery,
  filesOf,
  incomingFile,
  reprocessDocument,
  requestImageProcessing,
  saveSlideOrder,
  setDeckDownloads,
  uploadExcel,
  uploadImages,
  uploadPdf,
} from "../documents/documents.server";
import { pageReadingFrom, pageReadingQueries } from "../documents/page-reading.server";
import { idOf } from "../platform/form.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";

export const DOCUMENTS_TAB = "/admin/management/documents";

/**
 * A PDF or workbook version in the admin list: processing / ready / failed, live or not, its
 * stored pages, whether it waits for its pages to go live (app/domain/deck/versions.ts), and
 * (PDF) how each page got its text.
 */
export type VersionView = {
  status: VersionStatus;
  live: boolean;
  awaitingPages: boolean;
  pages: { images: number; ocr: number };
  reading?: PageReadingGroup[];
};

export const DOCUMENT_INTENTS = [
  "document.upload-pdf",
  "document.upload-images",
  "document.upload-excel",
  "document.process-images",
  "document.delete",
  "document.reprocess",
  "document.save-order",
  "document.make-live",
  "document.publish-text-only",
  "document.downloads",
] as const;
export type DocumentIntent = (typeof DOCUMENT_INTENTS)[number];

/** The intents the upload route takes as a form (POST); with JavaScript a file goes as a PUT of its own. */
export const UPLOAD_ROUTE_INTENTS: readonly DocumentIntent[] = [
  "document.upload-pdf",
  "document.upload-images",
  "document.upload-excel",
  "document.process-images",
];

/** The slide order posted by 'Volgorde Opslaan': one `order` field per slide, in order. */
export function orderOf(form: FormData) {
  return form
    .getAll("order")
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

async function firstFile(form: FormData) {
  const file = filesOf(form, "file")[0];
  return file ? incomingFile(file) : undefined;
}

/**
 * Every document action posted as a form: the no-JS forms of the tab (through the admin
 * panel's action) and form posts to the upload route (JSON). One function, one behaviour;
 * a streamed upload (PUT) calls the same upload functions.
 */
export async function runDocumentIntent(
  context: AppLoadContext,
  member: Member,
  intent: DocumentIntent,
  form: FormData,
): Promise<ActionOutcome> {
  const { db } = context;
  const env = context.cloudflare.env;
  const companyId = member.company.id;
  switch (intent) {
    case "document.upload-pdf":
      return uploadPdf(db, env, companyId, await firstFile(form));
    case "document.upload-excel":
      return uploadExcel(db, env, companyId, await firstFile(form));
    case "document.upload-images":
      // A script may post one file per request and ask for processing once at the end.
      return uploadImages(db, env, companyId, await Promise.all(filesOf(form, "files").map(incomingFile)), {
        process: form.get("process") !== "later",
      });
    case "document.process-images":
      return requestImageProcessing(db, env, companyId);
    case "document.delete":
      return deleteDocument(db, env.FILES, companyId, idOf(form));
    case "document.reprocess":
      return reprocessDocument(db, env, companyId, idOf(form));
    case "document.save-order":
      return saveSlideOrder(db, companyId, orderOf(form));
    case "document.downloads":
      return setDeckDownloads(db, companyId, idOf(form), form.get("downloads") === "on");
    case "document.make-live":
    case "document.publish-text-only": {
      const made =
        intent === "document.make-live"
          ? await makeLive(db, companyId, idOf(form))
          : await publishTextOnly(db, companyId, idOf(form));
      if (!made.ok)
        return {
          ok: false,
          status: made.status,
          title: DOCUMENT_OUTCOMES.errorTitle,
          description: made.message,
          variant: "destructive",
          documentIds: [],
        };
      return {
        ok: true,
        status: 200,
        title: DOCUMENT_OUTCOMES.liveChanged.title,
        description: DOCUMENT_OUTCOMES.liveChanged.description(made.name),
        variant: "default",
        documentIds: [idOf(form)],
      };
    }
  }
}

/** The page's answer to a no-JS post: a redirect with the toast, or the error with its status. */
function answer(intent: DocumentIntent) {
  return async ({ request, context, member, form }: ActionContext) => {
    const outcome = await runDocumentIntent(context, member, intent, form);
    if (!outcome.ok) {
      return data(
        { intent, id: idOf(form), error: { title: outcome.title, description: outcome.description } },
        { status: outcome.status },
      );
    }
    return redirectWithToast(context.toasts, request, DOCUMENTS_TAB, {
      title: outcome.title,
      description: outcome.description,
      variant: outcome.variant,
    });
  };
}

/** The working slide order of the no-JS move buttons (`?order=id,id,…`): the company's slides only, each once. */
function workingOrder(param: string | null, savedIds: string[]) {
  if (!param) return null;
  const known = new Set(savedIds);
  const seen = new Set<string>();
  const ids = param
    .split(",")
    .map((s) => s.trim())
    .filter((id) => known.has(id) && !seen.has(id) && seen.add(id));
  const order = [...ids, ...savedIds.filter((id) => !seen.has(id))];
  return order.join(",") === savedIds.join(",") ? null : order;
}

/**
 * 'Documents' tab (docs/product.md#admin-panel-documents): the three upload cards, the documents list, image processing
 * and the slide order. `?order=…` is the unsaved working order of the no-JS move buttons,
 * `?confirmDelete=ID` the no-JS delete confirmation.
 */
export const documentsTab = {
  async load({ context, member, url }) {
    const companyId = member.company.id;
    const { db } = context;
    // The tab's five reads in one D1 batch: one round trip.
    const [all, versionRows, pageRows, readingRows, ocrRows] = await db.batch([
      documentsQuery(db, companyId),
      pdfAndExcelVersionsQuery(db, companyId),
      pageCountsQuery(db, companyId),
      ...pageReadingQueries(db, companyId),
    ]);
    const { pdf: pdfs, excel: workbooks } = pdfAndExcelVersionsFrom(versionRows);
    const pages = pageCountsFrom(pageRows);
    const reading = pageReadingFrom(readingRows, ocrRows);
    const versions: Record<string, VersionView> = Object.fromEntries(
      [...pdfs.versions, ...workbooks.versions].map((v) => [
        v.id,
        {
          status: v.status,
          live: v.live,
          awaitingPages: v.awaitingPages,
          pages: pages.get(v.id) ?? { images: 0, ocr: 0 },
          ...(reading.has(v.id) ? { reading: reading.get(v.id) } : {}),
        },
      ]),
    );
    const slides = sortSlides(all.filter((d) => d.type === "pitch-images"));
    const savedOrder = slides.map((s) => s.id);
    const order = workingOrder(url.searchParams.get("order"), savedOrder);
    const byId = new Map(slides.map((s) => [s.id, s]));
    const confirmId = url.searchParams.get("confirmDelete");
    return {
      documents: all.filter((d) => d.type !== "pitch-images"),
      versions,
      slides: (order ?? savedOrder).map((id) => byId.get(id)!),
      savedOrder,
      orderChanged: order !== null,
      confirmDelete: confirmId && all.some((d) => d.id === confirmId) ? confirmId : null,
    };
  },
  actions: Object.fromEntries(DOCUMENT_INTENTS.map((intent) => [intent, answer(intent)])),
} satisfies ManagementTab;
