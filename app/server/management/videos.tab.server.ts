import { data } from "@remix-run/cloudflare";

import { VIDEO_TOASTS } from "../../copy/admin/videos-texts";
import { VideoFormSchema, VideoToggleSchema } from "../../schemas/videos";
import { parseForm } from "../platform/bounded-reply.server";
import { idOf } from "../platform/form.server";
import { redirectWithToast } from "../platform/toast.server";
import { createVideo, deleteVideo, listVideos, toggleVideo, updateVideo } from "../site/videos.server";
import type { ActionContext, ManagementTab } from "./types";

const BACK = "/admin/management/videos";

export type VideoIntent = "video.create" | "video.update" | "video.delete" | "video.toggle";

async function create({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, VideoFormSchema);
  if (submission.status !== "success")
    return data({ intent: "video.create" as const, result: submission.reply() }, { status: 400 });
  try {
    await createVideo(context.db, member.company.id, submission.value);
  } catch (error) {
    console.error("video insert failed", error);
    return data(
      { intent: "video.create" as const, result: submission.reply({ formErrors: [VIDEO_TOASTS.addFailed] }) },
      { status: 500 },
    );
  }
  return redirectWithToast(context.toasts, request, BACK, { title: VIDEO_TOASTS.added });
}

async function update({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  const submission = parseForm(form, VideoFormSchema);
  if (submission.status !== "success")
    return data({ intent: "video.update" as const, id, result: submission.reply() }, { status: 400 });
  let updated;
  try {
    updated = id ? await updateVideo(context.db, member.company.id, id, submission.value) : null;
  } catch (error) {
    console.error("video update failed", error);
    return data(
      {
        intent: "video.update" as const,
        id,
        result: submission.reply({ formErrors: [VIDEO_TOASTS.updateFailed] }),
      },
      { status: 500 },
    );
  }
  // Not this company's video (or gone): nothing was written.
  if (!updated)
    return data({ intent: "video.update" as const, id, error: VIDEO_TOASTS.updateFailed }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, { title: VIDEO_TOASTS.updated });
}

async function remove({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  let removed = false;
  try {
    removed = id ? await deleteVideo(context.db, member.company.id, id) : false;
  } catch (error) {
    console.error("video delete failed", error);
    return data({ intent: "video.delete" as const, id, error: VIDEO_TOASTS.deleteFailed }, { status: 500 });
  }
  if (!removed)
    return data({ intent: "video.delete" as const, id, error: VIDEO_TOASTS.deleteFailed }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, { title: VIDEO_TOASTS.deleted });
}

async function toggle({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, VideoToggleSchema);
  const id = idOf(form);
  if (submission.status !== "success")
    return data({ intent: "video.toggle" as const, id, error: VIDEO_TOASTS.updateFailed }, { status: 400 });
  let toggled;
  try {
    toggled = await toggleVideo(context.db, member.company.id, submission.value.id, submission.value.active);
  } catch (error) {
    console.error("video toggle failed", error);
    return data({ intent: "video.toggle" as const, id, error: VIDEO_TOASTS.updateFailed }, { status: 500 });
  }
  if (!toggled)
    return data({ intent: "video.toggle" as const, id, error: VIDEO_TOASTS.updateFailed }, { status: 404 });
  return redirectWithToast(context.toasts, request, BACK, {
    title: VIDEO_TOASTS.updated,
    description: VIDEO_TOASTS.toggled(toggled.title, toggled.isActive),
  });
}

/**
 * 'Videos' tab (docs/product.md#admin-panel-videos): the list; `?add=1` opens the add form, `?edit=ID` one edit form,
 * `?preview=ID` one embedded player, `?confirmDelete=ID` the no-JS delete confirmation.
 */
export const videosTab = {
  async load({ context, member, url }) {
    const videos = await listVideos(context.db, member.company.id);
    const pick = (name: string) => {
      const id = url.searchParams.get(name);
      return id && videos.some((v) => v.id === id) ? id : null;
    };
    return {
      videos,
      adding: url.searchParams.get("add") === "1",
      editing: pick("edit"),
      preview: pick("preview"),
      confirmDelete: pick("confirmDelete"),
    };
  },
  actions: { "video.create": create, "video.update": update, "video.delete": remove, "video.toggle": toggle },
} satisfies ManagementTab;
