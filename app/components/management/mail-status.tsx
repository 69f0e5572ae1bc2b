import { MAIL_STATUS_TEXTS as T } from "../../copy/admin/settings-texts";
import type { loader as settingsTabLoader } from "../../routes/admin.management.settings";
import { Card } from "../ui/card";
import type { TabViewData } from "./tabs";

/** Settings → 'Mail': one status line — where mail goes, or what is missing in the configuration. */
export function MailStatus({ status }: { status: TabViewData<typeof settingsTabLoader>["mail"] }) {
  return (
    <Card className="lg:col-span-2" aria-labelledby="mail-status-heading">
      <p className="text-sm" data-testid="mail-status" data-ok={status.ok ? "true" : "false"}>
        <span id="mail-status-heading" className="font-semibold">
          {T.title}:
        </span>{" "}
        {status.ok ? (
          status.transport === "outbox" ? (
            T.outbox
          ) : (
            T.sending(status.transport, status.from ?? "")
          )
        ) : (
          <span className="text-red-700">
            {T.notConfigured} {status.problems.join(" ")} {T.consequence}
          </span>
        )}
      </p>
    </Card>
  );
}
