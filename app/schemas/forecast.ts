import { FORECAST_TEXTS } from "../copy/growth/forecast-texts";
import { PROJECTION_MONTH_OPTIONS } from "../domain/growth/forecast";
import { amountOrZeroField } from "./amount";
import { z } from "./zod";

const E = FORECAST_TEXTS.errors;

/** The scenario form is Dutch: amounts and percentages in Dutch notation (`15.000`, `2,5`); empty is 0. */
const decimal = (message: string, min: number, max: number) =>
  amountOrZeroField("nl", { min, max, minMessage: message, maxMessage: message });

/** 'Nieuw Scenario' (docs/product.md#forecast-scenarios): name and start date required; budget and growth default 0. */
export const ScenarioFormSchema = z.object({
  scenarioName: z.string({ error: E.nameRequired }).trim().min(1, E.nameRequired).max(100, E.nameTooLong),
  projectionStartDate: z
    .string({ error: E.dateRequired })
    .trim()
    .min(1, E.dateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, E.dateInvalid)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().startsWith(v) &&
        d.getUTCFullYear() >= 2000 &&
        d.getUTCFullYear() <= 2100
      );
    }, E.dateInvalid),
  monthlyMarketingBudget: decimal(E.budget, 0, 100_000_000),
  marketingBudgetGrowthRate: decimal(E.growth, -100, 1000),
  projectionMonths: z.coerce
    .number({ error: E.months })
    .refine((n) => (PROJECTION_MONTH_OPTIONS as readonly number[]).includes(n), E.months),
});
export type ScenarioForm = z.output<typeof ScenarioFormSchema>;
