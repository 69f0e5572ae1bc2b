import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".wrangler/**", ".config/**", "migrations/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { TextEncoder: "readonly", console: "readonly", process: "readonly", crypto: "readonly", fetch: "readonly", URL: "readonly", URLSearchParams: "readonly", Buffer: "readonly", setTimeout: "readonly", clearTimeout: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Pure rules: no I/O, no runtime, no React — nothing outside app/domain.
    files: ["app/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../server/*", "../../server/*", "../routes/*", "../components/*", "../../components/*", "*/db/*", "../../../db/*"], message: "app/domain is pure: import only from app/domain." },
            { group: ["react", "react-dom", "@remix-run/*", "drizzle-orm", "drizzle-orm/*", "cloudflare:*"], message: "app/domain is pure: no runtime or framework imports." },
          ],
        },
      ],
    },
  },
);
