import { Form, Link } from "@remix-run/react";

import { FORECAST_TEXTS as T } from "../../../copy/growth/forecast-texts";
import type { ForecastReadyPage } from "../../../routes/forecast";
import { buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { ConfirmForm } from "../../ui/confirm-form";
import { useHydrated } from "../../use-hydrated";
import { type ForecastActionData, ScenarioForm } from "./scenario-form";
import { ScenarioView } from "./scenario-view";

const deleteButton = "rounded-full px-2 text-gray-500 hover:bg-red-100 hover:text-red-700";

/** The scenarios as tabs (each with its delete ×), the no-JavaScript delete confirmation, the form and the chosen scenario. */
export function ScenarioManager({
  page,
  actionData,
}: {
  page: ForecastReadyPage;
  actionData?: ForecastActionData;
}) {
  const createError = actionData?.intent === "scenario.create" ? actionData : undefined;
  const deleteError = actionData?.intent === "scenario.delete" ? actionData.error : undefined;
  const formOpen = page.showForm || !!createError;
  const hydrated = useHydrated();
  const { selected } = page;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Scenarios" className="flex flex-wrap gap-2">
          {page.scenarios.map((s) => (
            <span
              key={s.id}
              className={`inline-flex items-center gap-1 rounded-full border py-1 pl-3 pr-1 text-sm ${s.id === selected?.id ? "border-blue-600 bg-blue-50 text-blue-800" : "bg-white"}`}
            >
              <Link to={`?scenario=${s.id}`} aria-current={s.id === selected?.id ? "true" : undefined}>
                {s.name}
              </Link>
              {hydrated ? (
                <ConfirmForm intent="scenario.delete" id={s.id} question={T.deleteConfirm}>
                  <button type="submit" aria-label={`${T.delete} ${s.name}`} className={deleteButton}>
                    ×
                  </button>
                </ConfirmForm>
              ) : (
                // Without JavaScript there is no confirm(): the link opens a confirmation step.
                <Link
                  to={`?scenario=${selected?.id ?? s.id}&delete=${s.id}`}
                  aria-label={`${T.delete} ${s.name}`}
                  className={deleteButton}
                >
                  ×
                </Link>
              )}
            </span>
          ))}
        </nav>
        {page.scenarios.length > 0 && !formOpen ? (
          <Link to="?new=1" className={buttonClass("primary")}>
            {T.newScenario}
          </Link>
        ) : null}
      </div>
      {page.confirmDelete ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          className="rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p id="confirm-delete-title" className="mb-3 font-medium text-red-900">
            {T.deleteConfirm} ({page.confirmDelete.name})
          </p>
          <div className="flex gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="scenario.delete" />
              <input type="hidden" name="id" value={page.confirmDelete.id} />
              <button type="submit" className={buttonClass("danger")}>
                {T.delete}
              </button>
            </Form>
            <Link to={`?scenario=${selected?.id ?? ""}`} className={buttonClass("secondary")}>
              {T.cancel}
            </Link>
          </div>
        </section>
      ) : null}
      {deleteError ? (
        <p role="alert" className="text-sm text-red-700">
          {deleteError}
        </p>
      ) : null}
      {formOpen ? <ScenarioForm today={page.today} error={createError} /> : null}

      {selected ? (
        <ScenarioView scenario={selected} summary={page.summary} projections={page.projections} />
      ) : !formOpen ? (
        <section className={`${cardClass()} p-10 text-center`}>
          <h2 className="mb-2 text-xl font-semibold">{T.emptyTitle}</h2>
          <p className="mb-6 text-gray-600">{T.emptyBody}</p>
          <Link to="?new=1" className={buttonClass("primary")}>
            {T.firstScenario}
          </Link>
        </section>
      ) : null}
    </>
  );
}
