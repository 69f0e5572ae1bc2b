import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { DocumentsTab } from "../components/management/documents-tab";
import { DOCUMENT_MESSAGES, DOCUMENT_ROUTE_ERRORS } from "../copy/admin/documents-texts";
import { MAX_UPLOAD_FORM_BYTES } from "../domain/documents";
import { documentsTab } from "../server/management/documents.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, documentsTab.load);

/** The tab's no-JS upload forms carry files: a larger body, and a too-large one answered on the tab. */
export const action = (args: ActionFunctionArgs) =>
  tabAction(args, documentsTab.actions, {
    maxBytes: MAX_UPLOAD_FORM_BYTES,
    tooLarge: () =>
      data(
        {
          intent: "document.upload",
          error: { title: DOCUMENT_MESSAGES.uploadError, description: DOCUMENT_ROUTE_ERRORS.tooLarge },
        },
        { status: 413 },
      ),
  });

export default function DocumentsRoute() {
  return <DocumentsTab data={useLoaderData<typeof loader>()} />;
}
