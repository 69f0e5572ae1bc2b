import { Form } from "@remix-run/react";

import { GATE_ACCESS_SETTINGS_TEXTS as T } from "../../copy/admin/gate-access-settings-texts";
import { StatusButton } from "../forms";
import { Card } from "../ui/card";
import { flatInputClass as inputClass } from "../ui/input";

type Saved = {
  verifyEmail: boolean;
  allowText: string;
  blockText: string;
  ndaOn: boolean;
  ndaText: string;
  ndaVersion: number | null;
  ndaAccepted: number;
};

export type GateAccessAnswer =
  | {
      intent?: string;
      errors?: { allowList?: string; blockList?: string; ndaText?: string };
      values?: {
        verifyEmail?: boolean;
        allowText?: string;
        blockText?: string;
        ndaOn?: boolean;
        ndaText?: string;
      };
    }
  | undefined;

function Error({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** Settings: verified e-mails with allow and block lists, and the agreement (NDA) visitors accept. */
export function GateAccessSettings({
  saved,
  answer,
  busy,
}: {
  saved: Saved;
  answer: GateAccessAnswer;
  busy: (intent: string) => boolean;
}) {
  const access = answer?.intent === "settings.gate-access" ? answer : undefined;
  const nda = answer?.intent === "settings.nda" ? answer : undefined;
  const a = { ...saved, ...access?.values };
  const n = { ...saved, ...nda?.values };
  return (
    <Card className="lg:col-span-2" aria-labelledby="gate-access-heading" data-testid="gate-access-settings">
      <h2 id="gate-access-heading" className="mb-1 text-xl font-semibold">
        {T.title}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
      <Form method="post" className="space-y-3" key={`access-${JSON.stringify(a)}`}>
        <input type="hidden" name="intent" value="settings.gate-access" />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="verifyEmail" defaultChecked={a.verifyEmail} className="mt-1" />
          <span>
            <span className="font-medium">{T.verifyLabel}</span>
            <span className="block text-gray-600">{T.verifyHint}</span>
          </span>
        </label>
        <div className="grid gap-4 md:grid-cols-2">
          <ListField
            name="allowList"
            label={T.allowLabel}
            hint={T.allowHint}
            defaultValue={a.allowText}
            error={access?.errors?.allowList}
          />
          <ListField
            name="blockList"
            label={T.blockLabel}
            hint={T.blockHint}
            defaultValue={a.blockText}
            error={access?.errors?.blockList}
          />
        </div>
        <StatusButton type="submit" pending={busy("settings.gate-access")} pendingText={T.saving}>
          {T.save}
        </StatusButton>
      </Form>
      <h3 className="mb-2 mt-6 border-t pt-4 text-lg font-semibold">{T.ndaTitle}</h3>
      <Form method="post" className="space-y-3" key={`nda-${JSON.stringify(n)}`}>
        <input type="hidden" name="intent" value="settings.nda" />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="ndaOn" defaultChecked={n.ndaOn} className="mt-1" />
          <span>
            <span className="font-medium">{T.ndaOnLabel}</span>
            <span className="block text-gray-600">{T.ndaOnHint}</span>
          </span>
        </label>
        <label htmlFor="ndaText" className="block text-sm font-medium">
          {T.ndaTextLabel}
        </label>
        <textarea
          id="ndaText"
          name="ndaText"
          rows={8}
          defaultValue={n.ndaText}
          aria-describedby={nda?.errors?.ndaText ? "ndaText-error ndaText-status" : "ndaText-status"}
          aria-invalid={nda?.errors?.ndaText ? true : undefined}
          className={inputClass}
        />
        <p id="ndaText-status" className="text-xs text-gray-600" data-testid="nda-status">
          {saved.ndaVersion !== null ? T.ndaCurrent(saved.ndaVersion, saved.ndaAccepted) : T.ndaNone}
        </p>
        <Error id="ndaText-error" message={nda?.errors?.ndaText} />
        <div className="flex flex-wrap items-center gap-4">
          <StatusButton type="submit" pending={busy("settings.nda")} pendingText={T.saving}>
            {T.save}
          </StatusButton>
          <a href="/admin/nda-acceptances.csv" className="text-sm text-blue-700 underline" download>
            {T.ndaExport}
          </a>
        </div>
      </Form>
    </Card>
  );
}

/** An allow or block list: one address or domain per line, its hint and its error. */
function ListField({
  name,
  label,
  hint,
  defaultValue,
  error,
}: {
  name: "allowList" | "blockList";
  label: string;
  hint: string;
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={4}
        defaultValue={defaultValue}
        spellCheck={false}
        aria-describedby={error ? `${name}-error ${name}-hint` : `${name}-hint`}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
      <p id={`${name}-hint`} className="text-xs text-gray-600">
        {hint}
      </p>
      <Error id={`${name}-error`} message={error} />
    </div>
  );
}
