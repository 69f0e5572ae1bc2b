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
    // Pure rules: no I/O, no runtime, no clock, no framework — nothing outside app/domain.
    files: ["app/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server", "**/server/**", "**/routes", "**/routes/**", "**/components", "**/components/**", "**/schemas", "**/schemas/**", "**/db", "**/db/**", "**/workers", "**/workers/**", "~/**", "~/*"],
              message: "app/domain is pure: import only from app/domain.",
            },
            { group: ["react", "react-dom", "@remix-run/*", "drizzle-orm", "drizzle-orm/*", "cloudflare:*", "zod", "@conform-to/*"], message: "app/domain is pure: no runtime, framework or validation imports." },
          ],
        },
      ],
    },
  },
  {
    // …and outside its tests: no clock, no randomness, no network, no environment.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["fetch", "process", "crypto", "caches", "localStorage", "sessionStorage", "navigator", "window", "document", "setTimeout", "setInterval", "console"].map((name) => ({
          name,
          message: "app/domain is pure: pass what you need in as an argument.",
        })),
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "app/domain has no clock: take `now` as an argument." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "app/domain has no clock: take `now` as an argument." },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "app/domain is deterministic: take randomness as an argument." },
      ],
    },
  },
);
