import { z } from "zod";

const email = z
  .string({ error: "Email is verplicht" })
  .trim()
  .min(1, "Email is verplicht")
  .max(254, "Email is te lang (maximaal 254 tekens)")
  .pipe(z.email("Voer een geldig e-mailadres in"))
  .transform((v) => v.toLowerCase());

export const LoginSchema = z.object({
  intent: z.literal("login").optional(),
  email,
  password: z
    .string({ error: "Wachtwoord is verplicht" })
    .min(1, "Wachtwoord is verplicht")
    .max(200, "Wachtwoord is te lang (maximaal 200 tekens)"),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z.object({
  intent: z.literal("register"),
  fullName: z
    .string({ error: "Volledige naam is verplicht" })
    .trim()
    .min(1, "Volledige naam is verplicht")
    .max(120, "Naam is te lang (maximaal 120 tekens)"),
  companyName: z
    .string({ error: "Bedrijfsnaam is verplicht" })
    .trim()
    .min(1, "Bedrijfsnaam is verplicht")
    .max(120, "Bedrijfsnaam is te lang (maximaal 120 tekens)"),
  email,
  password: z
    .string({ error: "Wachtwoord is verplicht" })
    .min(8, "Wachtwoord moet minstens 8 tekens bevatten")
    .max(200, "Wachtwoord is te lang (maximaal 200 tekens)"),
  redirectTo: z.string().optional(),
});
