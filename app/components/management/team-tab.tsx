import { Form, useActionData } from "@remix-run/react";

import { ROLE_HINTS, ROLE_LABELS, TEAM_TEXTS as T } from "../../copy/admin/team-texts";
import { ASSIGNABLE_ROLES } from "../../domain/auth/roles";
import { formatNlDateTime } from "../../domain/format/dates";
import type { loader as teamTabLoader } from "../../routes/admin.management.team";
import { ErrorList, StatusButton } from "../forms";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmForm } from "../ui/confirm-form";
import { flatInputClass, labelClass } from "../ui/input";
import { usePendingIntent } from "../use-is-pending";
import type { TabViewProps } from "./tabs";

type ActionData =
  | {
      intent?: string;
      error?: string;
      errors?: { email?: string; role?: string };
      values?: { email: string; role: string };
    }
  | undefined;

/** 'Team': members and roles; the owner invites, changes roles, removes and transfers the ownership. */
export function TeamTab({ data: team }: TabViewProps<typeof teamTabLoader>) {
  const actionData = useActionData() as ActionData;
  const pending = usePendingIntent();
  const owner = team.myRole === "owner";
  const inviteErrors = actionData?.intent === "team.invite" ? actionData.errors : undefined;
  const refusal = actionData?.error;
  return (
    <div className="space-y-6">
      {team.readOnlyNotice ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {team.readOnlyNotice}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Card>
        <h2 id="team-members-title" className="mb-4 text-xl font-semibold">
          {T.membersTitle}
        </h2>
        {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="team-members-title">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b text-gray-600">
                <th className="py-2 pr-3">{T.columns.name}</th>
                <th className="py-2 pr-3">{T.columns.email}</th>
                <th className="py-2 pr-3">{T.columns.role}</th>
                <th className="py-2 pr-3">{T.columns.twoFactor}</th>
                {owner ? <th className="py-2">{T.columns.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => {
                const self = m.userId === team.me;
                const editable = owner && !self && m.role !== "owner";
                return (
                  <tr key={m.userId} data-testid="team-member" className="border-b align-top last:border-0">
                    <td className="py-2 pr-3">
                      {m.fullName} {self ? <span className="text-gray-500">{T.you}</span> : null}
                    </td>
                    <td className="py-2 pr-3">
                      {m.email}
                      {m.emailVerified ? null : (
                        <span className="block text-xs text-amber-700">{T.unverified}</span>
                      )}
                    </td>
                    <td className="py-2 pr-3" title={ROLE_HINTS[m.role]}>
                      {ROLE_LABELS[m.role]}
                    </td>
                    <td className="py-2 pr-3">{m.twoFactor ? T.twoFactorOn : T.twoFactorOff}</td>
                    {owner ? (
                      <td className="py-2">
                        {editable ? (
                          <div className="flex flex-wrap items-center gap-2">
                            <Form method="post" className="flex items-center gap-1">
                              <input type="hidden" name="intent" value="team.role" />
                              <input type="hidden" name="id" value={m.userId} />
                              <label className="sr-only" htmlFor={`role-${m.userId}`}>
                                {T.changeRole}
                              </label>
                              <select
                                id={`role-${m.userId}`}
                                name="role"
                                defaultValue={m.role}
                                className="rounded-md border border-gray-300 px-2 py-1"
                              >
                                {ASSIGNABLE_ROLES.map((r) => (
                                  <option key={r} value={r}>
                                    {ROLE_LABELS[r]}
                                  </option>
                                ))}
                              </select>
                              <button type="submit" className={buttonClass("toolbar")}>
                                {T.changeRole}
                              </button>
                            </Form>
                            <ConfirmForm
                              intent="team.transfer"
                              id={m.userId}
                              question={T.confirmTransfer(m.fullName)}
                            >
                              <button type="submit" className={buttonClass("toolbar")}>
                                {T.transfer}
                              </button>
                            </ConfirmForm>
                            <ConfirmForm
                              intent="team.remove"
                              id={m.userId}
                              question={T.confirmRemove(m.fullName)}
                            >
                              <button type="submit" className={buttonClass("danger", "py-1.5")}>
                                {T.remove}
                              </button>
                            </ConfirmForm>
                          </div>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
      {owner ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="mb-1 text-xl font-semibold">{T.inviteTitle}</h2>
            <p className="mb-4 text-sm text-gray-600">{T.inviteIntro}</p>
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="team.invite" />
              <div>
                <label htmlFor="team-invite-email" className={labelClass}>
                  {T.labels.email}
                </label>
                <input
                  id="team-invite-email"
                  name="email"
                  type="email"
                  autoComplete="off"
                  defaultValue={inviteErrors ? actionData?.values?.email : undefined}
                  aria-invalid={inviteErrors?.email ? true : undefined}
                  aria-describedby={inviteErrors?.email ? "team-invite-email-error" : undefined}
                  className={flatInputClass}
                />
                <ErrorList
                  id="team-invite-email-error"
                  errors={inviteErrors?.email ? [inviteErrors.email] : null}
                />
              </div>
              <div>
                <label htmlFor="team-invite-role" className={labelClass}>
                  {T.labels.role}
                </label>
                <select
                  id="team-invite-role"
                  name="role"
                  defaultValue={actionData?.values?.role ?? "admin"}
                  className={flatInputClass}
                >
                  {ASSIGNABLE_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]} — {ROLE_HINTS[r]}
                    </option>
                  ))}
                </select>
                <ErrorList errors={inviteErrors?.role ? [inviteErrors.role] : null} />
              </div>
              <StatusButton type="submit" pending={pending === "team.invite"} pendingText={T.inviting}>
                {T.invite}
              </StatusButton>
            </Form>
          </Card>
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{T.pendingTitle}</h2>
            {team.invites.length === 0 ? (
              <p className="text-sm text-gray-600">{T.noPending}</p>
            ) : (
              <ul className="divide-y text-sm">
                {team.invites.map((invite) => (
                  <li
                    key={invite.id}
                    data-testid="team-invite"
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span>
                      {invite.email} · {ROLE_LABELS[invite.role]} ·{" "}
                      <span className="text-gray-500">{T.expires(formatNlDateTime(invite.expiresAt))}</span>
                    </span>
                    <ConfirmForm intent="team.revoke" id={invite.id} question={T.confirmRevoke}>
                      <button type="submit" className={buttonClass("toolbar")}>
                        {T.revoke}
                      </button>
                    </ConfirmForm>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{T.securityTitle}</h2>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="team.require-two-factor" />
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="requireTwoFactor"
                  defaultChecked={team.twoFactor.required}
                  className="mt-1"
                />
                <span>
                  {T.requireTwoFactor}
                  <span className="block text-gray-600">{T.requireHint}</span>
                </span>
              </label>
              <StatusButton
                type="submit"
                pending={pending === "team.require-two-factor"}
                pendingText={T.inviting}
              >
                {T.saveSecurity}
              </StatusButton>
            </Form>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
