import { eq } from "drizzle-orm";

import { companies } from "../../../db/schema";
import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import type { ActionContext } from "../management/types";
import { redirectWithToast } from "../platform/toast.server";

/** Settings: open tracking of the update mails on or off (a checkbox: absent is off). Mails written from now on follow it. */
export async function saveOpenTracking({ request, context, member, form }: ActionContext) {
  const on = form.get("openTracking") === "on";
  await context.db
    .update(companies)
    .set({ openTracking: on, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, member.company.id));
  return redirectWithToast(context.toasts, request, "/admin/management/settings", {
    title: on ? UPDATES_TEXTS.openTracking.on : UPDATES_TEXTS.openTracking.off,
  });
}
