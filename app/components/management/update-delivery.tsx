import { Form, useNavigation } from "@remix-run/react";

import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import type { UpdateDelivery } from "../../domain/mail/fan-out";
import { buttonClass } from "../ui/button";

const T = UPDATES_TEXTS.delivery;

/**
 * How far an update's notification mails got — "35 of 300 sent" — and 'Opnieuw versturen'
 * for those that failed (a plain form: works without JavaScript). Nothing for an update
 * published without notifications. `action`: where the Updates tab's forms post.
 */
export function UpdateDeliveryStatus({
  updateId,
  delivery,
  action,
}: {
  updateId: string;
  delivery: UpdateDelivery | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  if (!delivery || delivery.total === 0) return null;
  const { total, sent, failed } = delivery;
  const underWay = total - sent - failed;
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "update.resend" &&
    navigation.formData.get("id") === updateId;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs" data-testid="update-delivery">
      <p className="text-gray-600">
        {T.label}: <span className="font-medium text-gray-900">{T.progress(sent, total)}</span>
        {underWay > 0 ? <span> · {T.onTheirWay(underWay)}</span> : null}
        {failed > 0 ? <span className="text-red-700"> · {T.failed(failed)}</span> : null}
      </p>
      {failed > 0 ? (
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value="update.resend" />
          <input type="hidden" name="id" value={updateId} />
          <button type="submit" className={buttonClass("toolbar", "text-xs")} disabled={busy}>
            {T.resend}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
