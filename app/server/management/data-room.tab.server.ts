import { data } from "@remix-run/cloudflare";

import { DATA_ROOM_TAB_TEXTS as T } from "../../copy/dataroom/texts";
import { isVisibility } from "../../domain/dataroom/access";
import { MB } from "../../domain/documents";
import {
  addFolder,
  loadDataRoomAdmin,
  MAX_ROOM_FILE_BYTES,
  updateRoomDocument,
  uploadRoomDocument,
} from "../dataroom/dataroom.server";
import { idOf } from "../platform/form.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";

const BACK = "/admin/management/data-room";
/** An upload's form: the file and a few fields. */
export const DATA_ROOM_FORM_BYTES = MAX_ROOM_FILE_BYTES + MB;

const refuse = (intent: string, error: string, status: 400 | 404 | 413 = 400) =>
  data({ intent, error }, { status });

async function folder({ request, context, member, form }: ActionContext) {
  const name = String(form.get("name") ?? "").trim();
  if (!name || name.length > 120) return refuse("dataroom.folder", T.missingName);
  await addFolder(context.db, member.company.id, name);
  return redirectWithToast(context.toasts, request, BACK, { title: T.folderAdded });
}

const UPLOAD_ERRORS = {
  name: T.missingName,
  file: T.missingFile,
  type: T.badType,
  size: T.tooLarge,
  "not-found": T.notFound,
} as const;

async function upload({ request, context, member, form }: ActionContext) {
  const file = form.get("file");
  if (!(file instanceof File)) return refuse("dataroom.upload", T.missingFile);
  const outcome = await uploadRoomDocument(context.db, context.cloudflare.env.FILES, member.company.id, {
    file,
    name: String(form.get("name") ?? ""),
    folderId: String(form.get("folderId") ?? "") || null,
    documentId: String(form.get("documentId") ?? "") || null,
  });
  if (!outcome.ok) return refuse("dataroom.upload", UPLOAD_ERRORS[outcome.reason], outcome.status);
  return redirectWithToast(context.toasts, request, BACK, { title: T.uploaded });
}

async function update({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  const visibility = form.get("visibility");
  const requestType = String(form.get("requestType") ?? "");
  if (!id || !isVisibility(visibility) || !["", "captable", "finance-deck"].includes(requestType))
    return refuse("dataroom.update", T.badInput);
  const saved = await updateRoomDocument(context.db, member.company.id, id, {
    visibility,
    downloads: form.get("downloads") === "on",
    requestType: (requestType || null) as "captable" | "finance-deck" | null,
    folderId: String(form.get("folderId") ?? "") || null,
    investorIds: form.getAll("investorId").map(String),
  });
  if (!saved) return refuse("dataroom.update", T.notFound, 404);
  return redirectWithToast(context.toasts, request, BACK, { title: T.saved });
}

/** 'Data room': folders, documents with versions, who may open each, and what was read. */
export const dataRoomTab = {
  async load({ context, member }) {
    return { slug: member.company.slug, ...(await loadDataRoomAdmin(context.db, member.company.id)) };
  },
  actions: {
    "dataroom.folder": folder,
    "dataroom.upload": upload,
    "dataroom.update": update,
  },
} satisfies ManagementTab;
