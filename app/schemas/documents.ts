/** JSON answer of the upload route (/admin/documents/upload: a PUT of one file, or a POSTed form; see the Documents tab). */
export type UploadRouteAnswer = {
  ok: boolean;
  title: string;
  message?: string;
  variant: "default" | "destructive";
  documentIds: string[];
};

/** JSON answer of the page-rendering steps (POST /admin/documents/pages, the Documents tab with JavaScript). */
export type PagesRouteAnswer = {
  ok: boolean;
  message: string;
  pageCount?: number;
  /** `step=begin` with `resume`: the pages already stored, which the browser skips. */
  stored?: number[];
  /** `step=begin` with `resume`: the pages were rendered meanwhile, nothing is left to do. */
  done?: boolean;
};
