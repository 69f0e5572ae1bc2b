/** The company archive's manifest (app/domain/company-export/format.ts describes the layout). */
import { ARCHIVE_FORMAT, IMPORT_LIMITS } from "../domain/company-export/format";
import { z } from "./zod";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  exportedAt: z.iso.datetime(),
  company: z.strictObject({
    id: z.string().min(1).max(100),
    slug: z.string().max(200),
    name: z.string().max(500),
  }),
  tables: z.record(
    z.string().max(100),
    z.strictObject({ rows: z.number().int().min(0), bytes: z.number().int().min(0), sha256 }),
  ),
  files: z
    .array(
      z.strictObject({
        key: z.string().min(1).max(IMPORT_LIMITS.maxKeyBytes),
        size: z.number().int().min(0),
        contentType: z.string().max(200),
        sha256,
      }),
    )
    .max(IMPORT_LIMITS.maxEntries),
  leftOut: z.record(z.string(), z.string()).optional(),
});
export type Manifest = z.infer<typeof ManifestSchema>;
