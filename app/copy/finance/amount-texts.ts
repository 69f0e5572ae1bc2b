/** The amount readers' refusals (app/domain/finance/amount.ts), in the screen's language. */
import type { AmountProblem, Notation } from "../../domain/finance/amount";

/** Quoted 'Gebruik 1.234,56 of 1234,56'. */
export const AMOUNT_MESSAGES: Record<Notation, Record<AmountProblem, string>> = {
  nl: {
    malformed: "Gebruik 1.234,56 of 1234,56",
    ambiguous:
      "Onduidelijk bedrag: een komma met drie cijfers erna lijkt een duizendtal. Gebruik 1.234,56 of 1234,56",
  },
  en: {
    malformed: "Use 1,234.56 or 1234.56",
    ambiguous:
      "Ambiguous amount: a point followed by three digits looks like a thousands separator. Use 1,234.56 or 1234.56",
  },
};
