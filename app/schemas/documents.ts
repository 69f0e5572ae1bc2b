/** JSON answer of the JavaScript upload path (POST /admin/documents/upload, one file per request, see the Documents tab). */
export type UploadRouteAnswer = {
  ok: boolean;
  title: string;
  message?: string;
  variant: "default" | "destructive";
  documentIds: string[];
};

/** JSON answer of the page-rendering steps (POST /admin/documents/pages, the Documents tab with JavaScript). */
export type PagesRouteAnswer = { ok: boolean; message: string; pageCount?: number };
