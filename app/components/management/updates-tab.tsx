import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";

import { UPDATES_TEXTS as T } from "../../copy/admin/updates-texts";
import { COMPOSER_TEXTS as MONTHLY_TEXTS } from "../../copy/monthly-update/texts";
import { updateTypeLabel } from "../../copy/site/update-type-texts";
import { formatLongDate } from "../../domain/format/dates";
import { displayMetrics } from "../../domain/updates";
import type { loader as addUpdateTabLoader } from "../../routes/admin.management.add-update";
import type { loader as updatesTabLoader } from "../../routes/admin.management.updates";
import { cardClass } from "../ui/card";
import type { TabViewProps } from "./tabs";
import { UpdateDeliveryStatus } from "./update-delivery";
import { UpdateForm } from "./update-form";
import type { MailFieldValues } from "./update-mail-fields";
import { UpdateReadBack } from "./update-read-back";

type ActionData =
  | {
      intent?: string;
      id?: string;
      result?: SubmissionResult<string[]>;
      error?: string;
      mail?: MailFieldValues;
      testSentTo?: string;
    }
  | undefined;

/** 'Updates' tab: the list; one update at a time in edit mode (?edit=id). */
export function UpdatesTab({ data }: TabViewProps<typeof updatesTabLoader>) {
  const { updates, deliveries, scheduled, editing, detail } = data;
  const actionData = useActionData() as ActionData;
  return (
    <div className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold">{T.listTitle}</h2>
        <Link to="/admin/management/monthly-update" className="text-sm text-blue-600 underline">
          {MONTHLY_TEXTS.title}
        </Link>
      </div>
      {detail ? <UpdateReadBack detail={detail} /> : null}
      {actionData?.error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      {updates.length === 0 ? (
        <p className="text-gray-600">
          {T.empty}{" "}
          <Link to="/admin/management/add-update" className="text-blue-600 underline">
            {T.addOne}
          </Link>
          .
        </p>
      ) : (
        // While one update is edited the list is no scroll box: its Save/Cancel must never be clipped.
        <ul
          className={editing ? "space-y-3" : "max-h-[40rem] space-y-3 overflow-y-auto pr-1"}
          // A scroll box is reachable with the keyboard.
          tabIndex={editing ? undefined : 0}
          aria-label={T.listLabel}
        >
          {updates.map((u) => (
            <li key={u.id} className="rounded-lg border p-4" data-testid="admin-update">
              {editing === u.id ? (
                <UpdateForm
                  mode="edit"
                  defaults={u}
                  lastResult={
                    actionData?.intent === "update.edit" && actionData.id === u.id ? actionData.result : null
                  }
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-xs text-gray-500">
                      {updateTypeLabel(u.type)} · {formatLongDate(u.date)}
                    </p>
                    <p className="font-semibold">{u.title}</p>
                    <p className="line-clamp-2 text-sm text-gray-600">{u.description}</p>
                    {u.metrics.length ? (
                      <p className="mt-1 text-xs text-gray-500">{displayMetrics(u.metrics).join(" · ")}</p>
                    ) : null}
                    <UpdateDeliveryStatus updateId={u.id} delivery={deliveries[u.id]} />
                    {scheduled[u.id] ? (
                      <p className="mt-1 text-xs text-gray-700" data-testid="update-scheduled">
                        {T.mail.scheduledFor(scheduled[u.id]!)}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    <Link
                      to={`/admin/management/updates?detail=${u.id}`}
                      className="rounded-md border px-3 py-1 text-sm hover:bg-gray-50"
                    >
                      {T.mail.readBack}
                    </Link>
                    <Link
                      to={`/admin/management/updates?edit=${u.id}`}
                      className="rounded-md border px-3 py-1 text-sm hover:bg-gray-50"
                    >
                      {T.edit}
                    </Link>
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!window.confirm(T.deleteConfirm(u.title))) e.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="update.delete" />
                      <input type="hidden" name="id" value={u.id} />
                      <button
                        type="submit"
                        className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-700 hover:bg-red-50"
                      >
                        {T.delete}
                      </button>
                    </Form>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Add Update' tab: the same form, with the send-notifications choice; resets after submit. */
export function AddUpdateTab({ data }: TabViewProps<typeof addUpdateTabLoader>) {
  const { today } = data;
  const actionData = useActionData() as ActionData;
  return (
    <div className={cardClass()}>
      <h2 className="mb-4 text-xl font-semibold">{T.addTitle}</h2>
      {actionData?.testSentTo ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {T.mail.testSent(actionData.testSentTo)}
        </p>
      ) : null}
      <UpdateForm
        mode="create"
        defaults={{ date: today, type: "product", title: "", description: "", metrics: [] }}
        lastResult={actionData?.intent === "update.create" ? actionData.result : null}
        mail={actionData?.mail}
      />
    </div>
  );
}
