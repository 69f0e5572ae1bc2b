import { Form } from "@remix-run/react";

import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import { StatusButton } from "../forms";
import { Card } from "../ui/card";

const T = UPDATES_TEXTS.openTracking;

/** Open tracking of the update mails (ADR 058): off until the company turns it on. */
export function OpenTrackingSetting({ on, pending }: { on: boolean; pending: boolean }) {
  return (
    <Card aria-labelledby="open-tracking-heading">
      <h2 id="open-tracking-heading" className="mb-3 text-xl font-semibold">
        {T.title}
      </h2>
      <Form method="post" className="space-y-2" data-testid="open-tracking-setting">
        <input type="hidden" name="intent" value="settings.open-tracking" />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="openTracking" defaultChecked={on} className="mt-1" />
          <span>
            <span className="font-medium">{T.label}</span>
            <span className="block text-gray-600">{T.hint}</span>
          </span>
        </label>
        <StatusButton type="submit" pending={pending} pendingText="…">
          {T.save}
        </StatusButton>
      </Form>
    </Card>
  );
}
