import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { ForecastScreen } from "../components/growth/forecast/forecast-screen";
import type { ForecastActionData } from "../components/growth/forecast/scenario-form";
import { FORECAST_TEXTS as T } from "../copy/growth/forecast-texts";
import { ScenarioFormSchema } from "../schemas/forecast";
import { requireMember } from "../server/auth/auth.server";
import { createScenario, deleteScenario, loadForecastPage } from "../server/finance/forecast.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

/** The page's data as the screen receives it. */
export type ForecastPageData = SerializeFrom<typeof loader>["page"];
export type ForecastReadyPage = Extract<ForecastPageData, { state: "ready" }>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const page = await loadForecastPage(
    context.db,
    member.company.id,
    new URL(request.url).searchParams,
    new Date(),
  );
  return { page };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "en");
  const intent = String(form.get("intent") ?? "");

  if (intent === "scenario.create") {
    const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
    const submission = parseForm(form, ScenarioFormSchema);
    if (submission.status !== "success") {
      return data<ForecastActionData>(
        { intent, error: T.createFailedTitle, fieldErrors: submission.error ?? {}, values },
        { status: 400 },
      );
    }
    try {
      const outcome = await createScenario(
        context.db,
        member.company.id,
        member.user.id,
        submission.value,
        new Date(),
      );
      if (!outcome.ok)
        return data<ForecastActionData>(
          { intent, error: `${T.missingInputsTitle}: ${T.missingInputs}`, values },
          { status: 400 },
        );
      return redirectWithToast(context.toasts, request, `/forecast?scenario=${outcome.id}`, {
        title: T.createdTitle,
        description: T.created,
      });
    } catch (error) {
      console.error("scenario create failed", error);
      return data<ForecastActionData>(
        { intent, error: T.createFailed(T.unknownError), values },
        { status: 503 },
      );
    }
  }

  if (intent === "scenario.delete") {
    const id = String(form.get("id") ?? "").slice(0, 100);
    try {
      if (!id || !(await deleteScenario(context.db, member.company.id, id))) {
        return data<ForecastActionData>({ intent, error: T.deleteFailed(T.notFound) }, { status: 404 });
      }
    } catch (error) {
      console.error("scenario delete failed", error);
      return data<ForecastActionData>({ intent, error: T.deleteFailed(T.unknownError) }, { status: 503 });
    }
    return redirectWithToast(context.toasts, request, "/forecast", {
      title: T.deletedTitle,
      description: T.deleted,
    });
  }

  return data<ForecastActionData>({ intent, error: T.unknownError }, { status: 400 });
}

export default function ForecastRoute() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ForecastScreen page={page} actionData={actionData} />;
}
