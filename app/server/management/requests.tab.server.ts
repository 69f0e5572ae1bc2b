import { data } from "@remix-run/cloudflare";

import { grantRequestedDocument } from "../dataroom/grant.server";
import { listRequests } from "../investors/requests.server";
import { publicBaseUrl } from "../mail/queue.server";
import { idOf } from "../platform/form.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";

/** 'Toegang geven': the data-room document that answers the request, given to the investor and mailed to them. */
async function grant({ request, context, member, form }: ActionContext) {
  const outcome = await grantRequestedDocument(
    context.db,
    context.cloudflare.env.NOTIFICATIONS,
    member.company,
    idOf(form) ?? "",
    publicBaseUrl(context.cloudflare.env),
  );
  if (!outcome.ok)
    return data({ intent: "request.grant", error: outcome.message }, { status: outcome.status });
  return redirectWithToast(context.toasts, request, "/admin/management/requests", { title: outcome.message });
}

/** 'Requests': the company's document and call requests, newest first; a document request can be answered with 'Toegang geven'. */
export const requestsTab = {
  async load({ context, member }) {
    return listRequests(context.db, member.company.id);
  },
  actions: { "request.grant": grant },
} satisfies ManagementTab;
