import { defineConfig } from "drizzle-kit";

// drizzle-kit 0.31 writes flat NNNN_name.sql files that `wrangler d1 migrations apply` reads.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./migrations",
});
