import { UPDATE_FIELD_ERRORS as E } from "../copy/admin/updates-texts";
import { UPDATE_TYPES } from "../domain/updates";
import { z } from "./zod";

const isoDate = z
  .string({ error: E.dateRequired })
  .trim()
  .min(1, E.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, E.dateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, E.dateInvalid);

export const UpdateFormSchema = z.object({
  date: isoDate,
  type: z.enum(UPDATE_TYPES, { error: E.typeInvalid }),
  title: z.string({ error: E.titleRequired }).trim().min(1, E.titleRequired).max(200, E.titleTooLong),
  description: z
    .string({ error: E.descriptionRequired })
    .trim()
    .min(1, E.descriptionRequired)
    .max(5000, E.descriptionTooLong),
  metrics: z.string().max(5000, E.metricsTooLong).optional(),
  sendNotifications: z.boolean().optional(),
});

export type UpdateFormValues = z.infer<typeof UpdateFormSchema>;

/**
 * 'Add Update' with its mail (ADR 058): the investors' stages and when. These are checked by
 * their rules on the server (app/domain/mail/schedule.ts, update-audience.ts); the schema holds
 * them so a refused form echoes them with their messages.
 */
export const UpdateCreateSchema = UpdateFormSchema.extend({
  stage: z.array(z.string().max(20)).max(10).optional(),
  mailWhen: z.string().max(10).optional(),
  mailDate: z.string().max(20).optional(),
  mailHour: z.string().max(5).optional(),
});
