/**
 * The pipeline's forms: a stage change, one investor's pipeline fields, a logged activity and
 * the round. Amounts are read in Dutch notation (app/schemas/amount.ts), as on every admin screen.
 */
import { CARD_TEXTS as C, PIPELINE_ACTION_TEXTS as A, ROUND_TEXTS as R } from "../copy/pipeline/texts";
import { ACTIVITY_KINDS, INSTRUMENTS, PASS_REASONS, STAGES } from "../domain/pipeline/stages";
import { amountField } from "./amount";
import { z } from "./zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isDay(v), message)
    .transform((v) => v || null);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, A.tooLong(field, max))
    .optional()
    .transform((v) => v || null);
const euros = amountField("nl", { min: 0, minMessage: A.amountNegative, max: 1e12 }).transform((v) =>
  v === undefined ? null : Math.round(v),
);

export const StageSchema = z.object({
  id: z.string().min(1).max(100),
  stage: z.enum(STAGES, { error: A.stageInvalid }),
});

export const CardSchema = z.object({
  id: z.string().min(1).max(100),
  ticketIndicated: euros,
  ticketCommitted: euros,
  lead: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  nextFollowUp: optionalDay(A.dayInvalid),
  reasonPassed: z
    .union([z.literal(""), z.enum(PASS_REASONS)], { error: A.reasonInvalid })
    .optional()
    .transform((v) => v || null),
  reasonPassedNote: optionalText(C.reasonPassedNote, 300),
  notes: optionalText(C.notes, 4000),
});

export const ActivitySchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(ACTIVITY_KINDS, { error: A.kindInvalid }),
  day: z
    .string({ error: A.dayRequired })
    .trim()
    .min(1, A.dayRequired)
    .refine((v) => isDay(v), A.dayInvalid),
  note: optionalText(C.note, 1000),
});

export const RoundSchema = z.object({
  name: z.string({ error: R.nameRequired }).trim().min(1, R.nameRequired).max(120, R.nameTooLong),
  target: amountField("nl", {
    required: R.targetRequired,
    min: 1,
    minMessage: R.targetPositive,
    max: 1e12,
  }).transform((v) => Math.round(v ?? 0)),
  instrument: z.enum(INSTRUMENTS, { error: R.instrumentInvalid }),
  targetClose: optionalDay(R.dayInvalid),
});

export type CardInput = z.infer<typeof CardSchema>;
export type RoundInput = z.infer<typeof RoundSchema>;
