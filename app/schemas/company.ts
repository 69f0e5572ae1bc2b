import { z } from "zod";

export const AccessCodeSchema = z.object({
  accessCode: z
    .string({ error: "Toegangscode is verplicht" })
    .trim()
    .min(6, "De toegangscode moet minstens 6 tekens bevatten")
    .max(100, "De toegangscode mag maximaal 100 tekens bevatten"),
});

export const CompanyProfileSchema = z.object({
  name: z.string({ error: "Bedrijfsnaam is verplicht" }).trim().min(1, "Bedrijfsnaam is verplicht").max(120, "Bedrijfsnaam is te lang (maximaal 120 tekens)"),
  about: z.string().trim().max(2000, "De omschrijving is te lang (maximaal 2000 tekens)").optional(),
  websiteUrl: z
    .string()
    .trim()
    .max(300, "De website is te lang")
    .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Voer een geldige website in (https://…)")
    .optional(),
});
