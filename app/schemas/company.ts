import { SETTINGS_FIELD_ERRORS as E } from "../copy/admin/settings-texts";
import { MIN_ACCESS_CODE_CHARS } from "../domain/security/access-code";
import { companyNameField } from "./auth";
import { z } from "./zod";

export const AccessCodeSchema = z.object({
  accessCode: z
    .string({ error: E.accessCodeRequired })
    .trim()
    .min(MIN_ACCESS_CODE_CHARS, E.accessCodeTooShort)
    .max(100, E.accessCodeTooLong),
});

export const CompanyProfileSchema = z.object({
  name: companyNameField,
  tagline: z.string().trim().max(120, E.taglineTooLong).optional(),
  about: z.string().trim().max(2000, E.aboutTooLong).optional(),
  websiteUrl: z
    .string()
    .trim()
    .max(300, E.websiteTooLong)
    .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), E.websiteInvalid)
    .optional(),
});
