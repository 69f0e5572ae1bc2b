import { Form, useActionData } from "@remix-run/react";

import { DATA_ROOM_TAB_TEXTS as T } from "../../copy/dataroom/texts";
import { DOCUMENT_REQUEST_LABEL } from "../../copy/mail/request-texts";
import { VISIBILITIES } from "../../domain/dataroom/access";
import { formatNlDateTime } from "../../domain/format/dates";
import type { loader as dataRoomLoader } from "../../routes/admin.management.data-room";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { Toaster } from "../ui/toaster";
import { RoomPagesButton, roomPagesStarted } from "./room-pages-button";
import type { TabViewProps } from "./tabs";

const field = "mt-1 block w-full rounded-md border px-3 py-2 text-sm";
const label = "block text-sm font-medium text-gray-800";

/** 'Data room' tab: folders, documents (upload, new version), who may open each, and what was read. Plain forms. */
export function DataRoomTab({ data }: TabViewProps<typeof dataRoomLoader>) {
  const answer = useActionData() as { intent?: string; error?: string } | undefined;
  const { folders, documents, investors, slug } = data;
  const folderName = new Map(folders.map((f) => [f.id, f.name]));
  // PDFs whose shown version still lacks page images: rendered by this browser, one at a time.
  const missing = documents.filter(
    (d) =>
      d.version?.contentType === "application/pdf" &&
      (d.version.pages === 0 || d.version.pages < d.version.pageCount),
  );
  const next = missing.find((d) => !roomPagesStarted(d.version!.id));
  return (
    <div className="space-y-6">
      {answer?.error ? <Toaster toast={{ title: answer.error, variant: "destructive" }} /> : null}
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.uploadTitle}</h2>
        <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
        {answer?.error ? (
          <p role="alert" className="mb-3 text-sm text-red-700" data-testid="data-room-error">
            {answer.error}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="grid gap-3 md:grid-cols-2">
          <input type="hidden" name="intent" value="dataroom.upload" />
          <label className={label}>
            {T.documentName}
            <input name="name" className={field} maxLength={200} />
          </label>
          <label className={label}>
            {T.file}
            <input
              type="file"
              name="file"
              required
              accept=".pdf,.xlsx,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
              className={field}
            />
          </label>
          <label className={label}>
            {T.folder}
            <select name="folderId" className={field} defaultValue="">
              <option value="">{T.noFolder}</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            {T.newVersionOf}
            <select name="documentId" className={field} defaultValue="">
              <option value="">{T.newDocument}</option>
              {documents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <div>
            <button type="submit" className={buttonClass("primary")}>
              {T.upload}
            </button>
          </div>
        </Form>
      </Card>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{T.foldersTitle}</h2>
        {folders.length > 0 ? (
          <ul className="mb-3 list-inside list-disc text-sm">
            {folders.map((f) => (
              <li key={f.id}>{f.name}</li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="dataroom.folder" />
          <label className={label}>
            {T.folderName}
            <input name="name" required maxLength={120} className={field} />
          </label>
          <button type="submit" className={buttonClass("secondary")}>
            {T.addFolder}
          </button>
        </Form>
      </Card>

      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">{T.documentsTitle}</h2>
          <a href="/admin/audit.csv" className={buttonClass("secondary")} download>
            {T.auditCsv}
          </a>
        </div>
        {documents.length === 0 ? <p className="text-gray-600">{T.noDocuments}</p> : null}
        {missing.length > 0 ? (
          <div
            className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
            data-testid="room-missing-pages"
          >
            <p className="font-medium text-amber-900">{T.missingPagesTitle}</p>
            <p className="mb-1 text-amber-900">{T.missingPagesIntro}</p>
            <ul className="list-inside list-disc text-amber-900">
              {missing.map((d) => (
                <li key={d.id}>{d.name}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="space-y-4">
          {documents.map((d) => (
            <li key={d.id} className="rounded-lg border p-4" data-testid="data-room-document">
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {d.name}{" "}
                  <span className="text-sm font-normal text-gray-600">
                    {d.folderId ? `${folderName.get(d.folderId) ?? ""} · ` : ""}
                    {d.version
                      ? `v${d.version.number} · ${T.versions(d.version.versions)} · ${d.version.pages > 0 ? T.pages(d.version.pages) : T.noPages}`
                      : ""}
                  </span>
                </h3>
                <span className="flex flex-wrap items-center gap-3">
                  {d.version && missing.includes(d) ? (
                    <RoomPagesButton versionId={d.version.id} auto={d === next} />
                  ) : null}
                  <a href={`/public/${slug}/documents/${d.id}`} className="text-sm text-blue-700 underline">
                    {T.open}
                  </a>
                </span>
              </div>
              <Form method="post" className="grid gap-3 md:grid-cols-3">
                <input type="hidden" name="intent" value="dataroom.update" />
                <input type="hidden" name="id" value={d.id} />
                <label className={label}>
                  {T.visibility}
                  <select name="visibility" defaultValue={d.visibility} className={field}>
                    {VISIBILITIES.map((v) => (
                      <option key={v} value={v}>
                        {T.visibilities[v]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={label}>
                  {T.requestType}
                  <select name="requestType" defaultValue={d.requestType ?? ""} className={field}>
                    <option value="">{T.requestTypeNone}</option>
                    <option value="captable">{DOCUMENT_REQUEST_LABEL.captable}</option>
                    <option value="finance-deck">{DOCUMENT_REQUEST_LABEL["finance-deck"]}</option>
                  </select>
                </label>
                <label className={label}>
                  {T.folder}
                  <select name="folderId" defaultValue={d.folderId ?? ""} className={field}>
                    <option value="">{T.noFolder}</option>
                    {folders.map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex items-center gap-2 text-sm md:col-span-3">
                  <input type="checkbox" name="downloads" defaultChecked={d.downloads} />
                  {T.downloads}
                </label>
                <fieldset className="md:col-span-3">
                  <legend className={label}>{T.investors}</legend>
                  {investors.length === 0 ? (
                    <p className="text-sm text-gray-600">{T.noInvestors}</p>
                  ) : (
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {investors.map((i) => (
                        <label key={i.id} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="investorId"
                            value={i.id}
                            defaultChecked={d.investorIds.includes(i.id)}
                          />
                          {i.name} <span className="text-gray-600">({i.email})</span>
                        </label>
                      ))}
                    </div>
                  )}
                </fieldset>
                <div>
                  <button type="submit" className={buttonClass("primary", "text-sm")}>
                    {T.save}
                  </button>
                </div>
              </Form>
              {d.engagement.length > 0 ? (
                <div className="mt-3 text-sm">
                  <h4 className="font-medium">{T.engagementTitle}</h4>
                  <ul className="text-gray-700">
                    {d.engagement.map((e) => (
                      <li key={`${e.documentId}:${e.investorId ?? ""}`}>
                        {(e.investorId && investors.find((i) => i.id === e.investorId)?.name) || "Anoniem"}:{" "}
                        {e.pages} p., {e.seconds}s, {e.visits}× · {formatNlDateTime(e.lastViewedAt)}
                        {e.downloaded ? " · gedownload" : ""}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
