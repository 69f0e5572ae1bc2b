import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";

import { VIDEO_FIELD_ERRORS, VIDEOS_TEXTS as T } from "../../copy/admin/videos-texts";
import { parseVideoUrl } from "../../domain/videos";
import type { loader as videosTabLoader } from "../../routes/admin.management.videos";
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX, VideoFormSchema } from "../../schemas/videos";
import { ErrorList, StatusButton } from "../forms";
import { VideoPlayer, videoTypeLabel } from "../public/video-grid";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { flatInputClass } from "../ui/input";
import { Toaster } from "../ui/toaster";
import { useFieldState } from "../use-field-state";
import { useHydrated } from "../use-hydrated";
import { useIsPending } from "../use-is-pending";
import type { TabViewData, TabViewProps } from "./tabs";

type Video = TabViewData<typeof videosTabLoader>["videos"][number];
type ActionData =
  { intent?: string; id?: string; result?: SubmissionResult<string[]>; error?: string } | undefined;

const TAB = "/admin/management/videos";
/** The small bordered buttons of a video row. */
const rowButtonClass = "inline-flex items-center rounded-md border px-3 py-1 text-sm hover:bg-gray-50";

/** 'Videos' tab (docs/product.md#admin-panel-videos): list with Add, Preview, Edit, Delete (with confirmation) and the Active/Inactive toggle. */
export function VideosTab({ data }: TabViewProps<typeof videosTabLoader>) {
  const { videos, adding, editing, preview, confirmDelete } = data;
  const actionData = useActionData() as ActionData;
  const showAdd = adding || actionData?.intent === "video.create";
  const rowError = actionData?.error && actionData.intent?.startsWith("video.") ? actionData.error : null;

  return (
    <div className={cardClass()}>
      {rowError ? <Toaster toast={{ title: rowError, variant: "destructive" }} /> : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{T.title}</h2>
          <p className="text-sm text-gray-500">
            {T.count(videos.length, videos.filter((v) => v.isActive).length)}
          </p>
        </div>
        {showAdd ? null : (
          <Link to={`${TAB}?add=1`} preventScrollReset className={buttonClass("primary", "shadow")}>
            {T.add}
          </Link>
        )}
      </div>

      {showAdd ? (
        <section aria-labelledby="add-video-heading" className="mb-6 rounded-lg border bg-gray-50 p-4">
          <h3 id="add-video-heading" className="mb-3 font-semibold">
            {T.add}
          </h3>
          <VideoForm
            mode="create"
            defaults={{ title: "", url: "", description: "", displayOrder: 0, isActive: true }}
            lastResult={actionData?.intent === "video.create" ? actionData.result : null}
          />
        </section>
      ) : null}

      {videos.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-gray-600">{T.empty}</p>
      ) : (
        <ul className="space-y-3">
          {videos.map((v) => (
            <li key={v.id} className="rounded-lg border p-4" data-testid="admin-video">
              {editing === v.id ? (
                <section aria-label={T.editLabel(v.title)}>
                  <h3 className="mb-3 font-semibold">{T.edit}</h3>
                  <VideoForm
                    mode="edit"
                    defaults={{
                      id: v.id,
                      title: v.title,
                      url: v.videoUrl,
                      description: v.description ?? "",
                      displayOrder: v.displayOrder,
                      isActive: v.isActive,
                    }}
                    lastResult={
                      actionData?.intent === "video.update" && actionData.id === v.id
                        ? actionData.result
                        : null
                    }
                  />
                </section>
              ) : (
                <VideoRow video={v} previewing={preview === v.id} confirming={confirmDelete === v.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VideoRow({
  video: v,
  previewing,
  confirming,
}: {
  video: Video;
  previewing: boolean;
  confirming: boolean;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === v.id;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs">
            <span
              className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-700"
              title={T.displayOrderTitle}
            >
              #{v.displayOrder}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 font-medium ${v.videoType === "youtube" ? "bg-red-50 text-red-700" : "bg-sky-50 text-sky-700"}`}
            >
              {videoTypeLabel(v.videoType)}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 font-medium ${v.isActive ? "bg-green-50 text-green-700" : "bg-gray-100 text-gray-500"}`}
            >
              {v.isActive ? T.active : T.inactive}
            </span>
          </div>
          <p className="font-semibold" data-testid="admin-video-title">
            {v.title}
          </p>
          {v.description ? <p className="line-clamp-2 text-sm text-gray-600">{v.description}</p> : null}
          <a
            href={v.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-xs text-blue-600 hover:underline"
          >
            {v.videoUrl}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="video.toggle" />
            <input type="hidden" name="id" value={v.id} />
            <input type="hidden" name="active" value={String(!v.isActive)} />
            <button
              type="submit"
              role="switch"
              aria-checked={v.isActive}
              aria-label={T.switchLabel(v.title, v.isActive)}
              title={v.isActive ? T.makeInactive : T.makeActive}
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-md border px-2 py-1 text-sm hover:bg-gray-50 disabled:opacity-60"
            >
              <span
                aria-hidden="true"
                className={`relative inline-block h-5 w-9 rounded-full transition ${v.isActive ? "bg-green-500" : "bg-gray-300"}`}
              >
                <span
                  className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition ${v.isActive ? "left-[1.125rem]" : "left-0.5"}`}
                />
              </span>
              {v.isActive ? T.active : T.inactive}
            </button>
          </Form>
          <Link
            to={previewing ? TAB : `${TAB}?preview=${v.id}`}
            preventScrollReset
            className={rowButtonClass}
            aria-expanded={previewing}
          >
            {previewing ? T.hidePreview : T.preview}
          </Link>
          <Link to={`${TAB}?edit=${v.id}`} preventScrollReset className={rowButtonClass}>
            {T.editButton}
          </Link>
          {hydrated ? (
            <Form
              method="post"
              preventScrollReset
              onSubmit={(e) => {
                if (!window.confirm(T.deleteConfirm(v.title))) e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="video.delete" />
              <input type="hidden" name="id" value={v.id} />
              <button
                type="submit"
                disabled={busy}
                className={`${rowButtonClass} border-red-200 text-red-700 hover:bg-red-50`}
              >
                {T.delete}
              </button>
            </Form>
          ) : (
            // Without JavaScript there is no window.confirm: a second step asks first.
            <Link
              to={`${TAB}?confirmDelete=${v.id}`}
              preventScrollReset
              className={`${rowButtonClass} border-red-200 text-red-700 hover:bg-red-50`}
            >
              {T.delete}
            </Link>
          )}
        </div>
      </div>

      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`confirm-${v.id}`}
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
        >
          <p id={`confirm-${v.id}`} className="mb-2 text-sm text-red-800">
            {T.confirmDeletePermanently(v.title)}
          </p>
          <div className="flex gap-2">
            <Form method="post" action={TAB}>
              <input type="hidden" name="intent" value="video.delete" />
              <input type="hidden" name="id" value={v.id} />
              <button
                type="submit"
                className="rounded-md bg-red-600 px-3 py-1 text-sm font-medium text-white hover:bg-red-700"
              >
                {T.confirmYes}
              </button>
            </Form>
            <Link to={TAB} preventScrollReset className={rowButtonClass}>
              {T.cancel}
            </Link>
          </div>
        </div>
      ) : null}

      {previewing && v.embedUrl ? (
        <div className="mt-3 max-w-2xl" data-testid="video-preview">
          <VideoPlayer embedUrl={v.embedUrl} title={T.previewTitle(v.title)} eager />
        </div>
      ) : null}
    </>
  );
}

type VideoFormDefaults = {
  id?: string;
  title: string;
  url: string;
  description: string;
  displayOrder: number;
  isActive: boolean;
};

/** Title, Video URL (YouTube or Vimeo, checked live), Description, Display Order, Active. */
export function VideoForm({
  mode,
  defaults,
  lastResult,
}: {
  mode: "create" | "edit";
  defaults: VideoFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const intent = mode === "create" ? "video.create" : "video.update";
  const pending = useIsPending(intent);
  const [form, fields] = useForm({
    id: defaults.id ? `video-${defaults.id}` : "video-new",
    lastResult,
    defaultValue: { ...defaults, displayOrder: String(defaults.displayOrder) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VideoFormSchema }),
  });
  // What the field holds: the submitted value after a server answer, else the saved one.
  const submittedUrl = fields.url.initialValue;
  const [url, setUrl, urlInput] = useFieldState<HTMLInputElement>(
    typeof submittedUrl === "string" ? submittedUrl : defaults.url,
  );
  const parsed = parseVideoUrl(url);
  // Live rule (docs/product.md#admin-panel-videos), once JS runs: the message shows while typing and save stays
  // disabled until the URL is valid. Without JS the server's answer is shown as is.
  const liveUrlError = hydrated && url.trim() !== "" && !parsed ? [VIDEO_FIELD_ERRORS.invalidUrl] : [];
  const urlErrors = [...new Set([...(fields.url.errors ?? []), ...liveUrlError])].filter(
    (e) => !(hydrated && parsed && e === VIDEO_FIELD_ERRORS.invalidUrl),
  );
  const saveDisabled = hydrated && !parsed;

  return (
    <Form method="post" className="space-y-4" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {defaults.id ? <input type="hidden" name="id" value={defaults.id} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={fields.title.id} className="mb-1 block text-sm font-medium">
            {T.labels.title}
          </label>
          <input
            {...getInputProps(fields.title, { type: "text" })}
            maxLength={VIDEO_TITLE_MAX}
            className={flatInputClass}
          />
          <ErrorList id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        <div>
          <label htmlFor={fields.url.id} className="mb-1 block text-sm font-medium">
            {T.labels.url}
          </label>
          <input
            {...getInputProps(fields.url, { type: "text" })}
            inputMode="url"
            autoComplete="off"
            placeholder={T.urlPlaceholder}
            aria-invalid={urlErrors.length ? true : undefined}
            aria-describedby={urlErrors.length ? fields.url.errorId : `${fields.url.id}-hint`}
            ref={urlInput}
            onChange={(e) => setUrl(e.target.value)}
            className={flatInputClass}
          />
          <ErrorList id={fields.url.errorId} errors={urlErrors} />
          {urlErrors.length === 0 ? (
            <p id={`${fields.url.id}-hint`} className="mt-1 text-xs text-gray-500">
              {hydrated && parsed ? T.urlKind(videoTypeLabel(parsed.type)) : T.urlHint}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor={fields.description.id} className="mb-1 block text-sm font-medium">
          {T.labels.description} <span className="font-normal text-gray-500">{T.labels.optional}</span>
        </label>
        <textarea
          {...getTextareaProps(fields.description)}
          rows={3}
          maxLength={VIDEO_DESCRIPTION_MAX}
          className={flatInputClass}
        />
        <ErrorList id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <div>
          <label htmlFor={fields.displayOrder.id} className="mb-1 block text-sm font-medium">
            {T.labels.displayOrder}
          </label>
          <input
            {...getInputProps(fields.displayOrder, { type: "number" })}
            step={1}
            className={`${flatInputClass} w-32`}
          />
          <ErrorList id={fields.displayOrder.errorId} errors={fields.displayOrder.errors} />
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input {...getInputProps(fields.isActive, { type: "checkbox" })} className="h-4 w-4" />
          {T.labels.isActive}
        </label>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex gap-2">
        <StatusButton type="submit" pending={pending} pendingText={T.saving} disabled={saveDisabled}>
          {mode === "create" ? T.add : T.saveChanges}
        </StatusButton>
        <Link to={TAB} preventScrollReset className="rounded-md border px-4 py-2 hover:bg-gray-50">
          {T.cancel}
        </Link>
      </div>
    </Form>
  );
}
