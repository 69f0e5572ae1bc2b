import { z } from "zod";
import { PROJECTION_MONTH_OPTIONS } from "../domain/growth/forecast";

const decimal = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? 0 : Number(v.trim().replace(",", "."))) : v),
    z.number({ error: message }).finite(message).min(min, message).max(max, message),
  );

/** 'Nieuw Scenario' (docs/product.md#forecast-scenarios): name and start date required; budget and growth default 0. */
export const ScenarioFormSchema = z.object({
  scenarioName: z.string({ error: "Scenario naam is verplicht" }).trim().min(1, "Scenario naam is verplicht").max(100, "Scenario naam is te lang (maximaal 100 tekens)"),
  projectionStartDate: z
    .string({ error: "Startdatum is verplicht" })
    .trim()
    .min(1, "Startdatum is verplicht")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Voer een geldige datum in")
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100;
    }, "Voer een geldige datum in"),
  monthlyMarketingBudget: decimal("Voer een geldig bedrag in (0 of meer)", 0, 100_000_000),
  marketingBudgetGrowthRate: decimal("Voer een geldig percentage in (-100 tot 1000)", -100, 1000),
  projectionMonths: z.coerce
    .number({ error: "Kies 12, 24, 36 of 48 maanden" })
    .refine((n) => (PROJECTION_MONTH_OPTIONS as readonly number[]).includes(n), "Kies 12, 24, 36 of 48 maanden"),
});
export type ScenarioForm = z.output<typeof ScenarioFormSchema>;
