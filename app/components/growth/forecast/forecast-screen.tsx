import { Link } from "@remix-run/react";

import { CAC_LTV_FIELD_LABELS } from "../../../copy/finance/texts";
import { FORECAST_TEXTS as T } from "../../../copy/growth/forecast-texts";
import { ownValue } from "../../../domain/own-keys";
import type { ForecastPageData } from "../../../routes/forecast";
import { PageTitle } from "../../page-header";
import type { ForecastActionData } from "./scenario-form";
import { ScenarioManager } from "./scenario-manager";

/** /forecast: why it cannot forecast yet, or the scenario manager. */
export function ForecastScreen({
  page,
  actionData,
}: {
  page: ForecastPageData;
  actionData?: ForecastActionData;
}) {
  return (
    <div className="min-h-screen">
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <PageTitle title={T.title} />
        {page.state !== "ready" ? (
          <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="mb-4">
              {page.state === "no-data"
                ? T.noStartupData
                : T.missingFields(page.missing.map((f) => ownValue<string>(CAC_LTV_FIELD_LABELS, f) ?? f))}
            </p>
            <Link to="/numbers" className="rounded-md bg-red-600 px-4 py-2 text-white hover:bg-red-700">
              {T.toDashboard}
            </Link>
          </section>
        ) : (
          <ScenarioManager page={page} actionData={actionData} />
        )}
      </main>
    </div>
  );
}
