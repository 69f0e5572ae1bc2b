import { z } from "zod";
import { UPDATE_TYPES } from "../domain/updates";

const isoDate = z
  .string({ error: "Date is required" })
  .trim()
  .min(1, "Date is required")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Please enter a valid date");

export const UpdateFormSchema = z.object({
  date: isoDate,
  type: z.enum(UPDATE_TYPES, { error: "Please choose one of the six update types" }),
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title is too long (at most 200 characters)"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(5000, "Description is too long (at most 5000 characters)"),
  metrics: z.string().max(5000, "Metrics are too long (at most 5000 characters)").optional(),
  sendNotifications: z.boolean().optional(),
});

export type UpdateFormValues = z.infer<typeof UpdateFormSchema>;
