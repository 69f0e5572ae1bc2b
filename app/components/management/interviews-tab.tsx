import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";

import { PANEL_TEXTS } from "../../copy/admin/panel-texts";
import { INTERVIEW_ADMIN_TEXTS as T } from "../../copy/interview/texts";
import { formatNlDateTime } from "../../domain/format/dates";
import { interviewStatusLabel, truncateToken } from "../../domain/interview/interview";
import { ownValue } from "../../domain/own-keys";
import type { loader as interviewsTabLoader } from "../../routes/admin.management.interviews";
import { StatusButton } from "../forms";
import { BackLink } from "../ui/back-link";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { type ToastData, Toaster } from "../ui/toaster";
import { useIsPending } from "../use-is-pending";
import type { TabViewData, TabViewProps } from "./tabs";

type ActionData = { intent?: string; error?: string } | undefined;

const STATUS_STYLE: Record<string, string> = {
  invited: "bg-blue-100 text-blue-800",
  started: "bg-yellow-100 text-yellow-800",
  completed: "bg-green-100 text-green-800",
  expired: "bg-gray-200 text-gray-700",
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ownValue(STATUS_STYLE, status) ?? "bg-gray-100"}`}
    >
      {interviewStatusLabel(status)}
    </span>
  );
}

/** 'Interviews' tab: create a link, the link dialog, the list; or one interview's answers. */
export function InterviewsTab({ data: tab }: TabViewProps<typeof interviewsTabLoader>) {
  const actionData = useActionData() as ActionData;
  const creating = useIsPending("interview.create");
  if (tab.view === "detail") return <InterviewDetail tab={tab} />;
  const error = actionData?.intent === "interview.create" ? actionData.error : undefined;
  return (
    <div className="space-y-6">
      <section className={cardClass()} aria-labelledby="interviews-heading">
        <h2 id="interviews-heading" className="mb-1 text-lg font-semibold">
          {T.heading}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="interview.create" />
          <StatusButton pending={creating} pendingText={T.start} disabled={!tab.canCreate}>
            {T.start}
          </StatusButton>
        </Form>
        {!tab.canCreate ? (
          <p className="mt-3 text-sm text-gray-600">
            <strong>{T.noCompanyTitle}.</strong> {T.noCompany}{" "}
            <Link to="/numbers/wizard" className="text-blue-700 underline">
              /numbers/wizard
            </Link>
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </section>
      {tab.createdLink ? <LinkDialog link={tab.createdLink} /> : null}
      <section className={cardClass("p-4")}>
        {tab.interviews.length === 0 ? (
          <p className="text-sm text-gray-500">{T.empty}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-gray-500">
              <tr>
                <th className="py-2 pr-4 font-medium">{T.columns.status}</th>
                <th className="py-2 pr-4 font-medium">{T.columns.invited}</th>
                <th className="py-2 pr-4 font-medium">{T.columns.token}</th>
                <th className="py-2 pr-4 font-medium">{T.columns.answers}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {tab.interviews.map((i) => (
                <tr key={i.id} className="border-t" data-testid="interview-row">
                  <td className="py-2 pr-4">
                    <StatusBadge status={i.status} />
                  </td>
                  <td className="py-2 pr-4">{formatNlDateTime(i.invitedAt)}</td>
                  <td className="py-2 pr-4 font-mono">{i.tokenPrefix}</td>
                  <td className="py-2 pr-4">{i.total > 0 ? `${i.answers} / ${i.total}` : "–"}</td>
                  <td className="py-2 text-right">
                    <Link
                      to={`/admin/management/interviews?interview=${i.id}`}
                      className="text-blue-700 underline"
                    >
                      {T.view}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** The link just made: copy (with JavaScript), open, close. Rendered open, so it works without JS. */
function LinkDialog({ link }: { link: string }) {
  const [toast, setToast] = useState<ToastData | null>(null);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  return (
    <section
      role="dialog"
      aria-labelledby="link-dialog-title"
      className="rounded-xl border-2 border-blue-300 bg-blue-50 p-6 shadow-sm"
    >
      <Toaster toast={toast} />
      <h3 id="link-dialog-title" className="mb-2 font-semibold">
        {T.linkCreated}
      </h3>
      <p className="mb-3 text-sm text-gray-700">{T.linkCreatedBody}</p>
      <label htmlFor="interview-link" className="sr-only">
        {T.linkLabel}
      </label>
      <input
        id="interview-link"
        readOnly
        value={link}
        className="mb-3 block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm"
        onFocus={(e) => e.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        {canCopy ? (
          <button
            type="button"
            className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700"
            onClick={() =>
              navigator.clipboard.writeText(link).then(
                () => setToast({ title: T.copied }),
                () => setToast({ title: T.copyFailed, variant: "destructive" }),
              )
            }
          >
            {T.copy}
          </button>
        ) : null}
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="rounded-md border bg-white px-4 py-2 hover:bg-gray-100"
        >
          {T.open}
        </a>
        <Link to="/admin/management/interviews" className={buttonClass("ghost")}>
          {T.close}
        </Link>
      </div>
    </section>
  );
}

function InterviewDetail({
  tab,
}: {
  tab: Extract<TabViewData<typeof interviewsTabLoader>, { view: "detail" }>;
}) {
  const { interview, responses } = tab;
  return (
    <section className={cardClass()} aria-labelledby="interview-heading">
      <BackLink
        to="/admin/management/interviews"
        label={PANEL_TEXTS.backToList}
        className="mb-4 inline-block"
      />
      <h2 id="interview-heading" className="mb-1 flex items-center gap-3 text-lg font-semibold">
        Interview <span className="font-mono">{truncateToken(interview.token)}</span>{" "}
        <StatusBadge status={interview.status} />
      </h2>
      <p className="mb-1 text-sm text-gray-500">
        {T.columns.invited}: {formatNlDateTime(interview.invitedAt)}
        {interview.startedAt ? ` · Gestart: ${formatNlDateTime(interview.startedAt)}` : ""}
        {interview.completedAt ? ` · Voltooid: ${formatNlDateTime(interview.completedAt)}` : ""}
      </p>
      <p className="mb-4 break-all font-mono text-xs text-gray-500">{interview.link}</p>
      {responses.length === 0 ? (
        <p className="text-sm text-gray-500">{T.noAnswers}</p>
      ) : (
        <ol className="space-y-4" data-testid="interview-responses">
          {responses.map((r) => (
            <li key={r.number} className="rounded-lg border bg-gray-50 p-4">
              <p className="mb-1 text-sm font-semibold">
                {r.number}. {r.question}
              </p>
              <p className="whitespace-pre-wrap text-sm text-gray-800">{r.answer}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
