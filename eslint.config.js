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
    // The app is the Worker's: workers/ builds on app/server, never the other way round.
    files: ["app/server/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/workers", "**/workers/**"], message: "app/ must not import workers/: shared types live in app/server (queue messages: app/server/queues/)." }] },
      ],
    },
  },
  {
    // Components are used by routes, not the other way round: shared types live in app/schemas.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/routes", "**/routes/**", "~/routes", "~/routes/**"], message: "app/components must not import app/routes: move what both need to app/schemas, app/domain or the component." },
            { group: ["**/workers", "**/workers/**"], message: "app/ must not import workers/." },
          ],
        },
      ],
    },
  },
  {
    // The public pages (and the sign-in screen) are opened on phones: their forms are validated by the server
    // only, so zod and conform's runtime stay out of their browser bundle (types are free;
    // route modules may use them in loaders and actions, which the client build drops).
    files: ["app/components/public/**/*.{ts,tsx}", "app/components/timeline/**/*.{ts,tsx}", "app/components/auth/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["zod", "zod/*", "@conform-to/*"], allowTypeImports: true, message: "Public pages ship no zod or conform: validate on the server (app/schemas), import texts from a zod-free module." },
            { group: ["**/schemas/gate", "**/schemas/requests", "**/schemas/subscriptions", "**/schemas/auth"], allowTypeImports: true, message: "This schema module imports zod: import its texts from a zod-free module." },
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
