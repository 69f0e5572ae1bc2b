import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

// The layers' boundaries (regexes, so that `react-dom/server` is not taken for app/server).
const fromServer = "^(~|\\.{1,2})/(.*/)?server(/|$)";
const fromComponents = "^(~|\\.{1,2})/(.*/)?components(/|$)";
const fromRoutes = "^(~|\\.{1,2})/(.*/)?routes(/|$)";

// Components take their data types from the routes that load the data (`typeof loader`), never
// from app/server; app/server renders no components. These components still import a type from
// app/server: move the type to its route (or app/domain) and take the file off the list.
const componentsStillImportingServerTypes = [
  "app/components/deck/documents-list.tsx",
  "app/components/management/investors-tab.tsx",
];

const componentsImportTypesFromRoutes = {
  regex: fromRoutes,
  allowTypeImports: true,
  message:
    "app/components takes only types from app/routes: move what both need at runtime to app/schemas, app/domain or the component.",
};

// app/domain is pure: only app/domain, no runtime, framework or validation.
const domainPurity = [
  {
    group: [
      "**/server",
      "**/server/**",
      "**/routes",
      "**/routes/**",
      "**/components",
      "**/components/**",
      "**/schemas",
      "**/schemas/**",
      "**/db",
      "**/db/**",
      "**/workers",
      "**/workers/**",
      "~/**",
      "~/*",
    ],
    message: "app/domain is pure: import only from app/domain.",
  },
  {
    group: [
      "react",
      "react-dom",
      "@remix-run/*",
      "drizzle-orm",
      "drizzle-orm/*",
      "cloudflare:*",
      "zod",
      "@conform-to/*",
    ],
    message: "app/domain is pure: no runtime, framework or validation imports.",
  },
];
// …and copy-free: a rule returns a code or a value, app/copy says it in the screen's language.
const domainCopyFree = {
  group: ["**/copy", "**/copy/**"],
  message: "app/domain takes no UI copy: return a code or a value and let app/copy word it.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".wrangler/**",
      ".config/**",
      "migrations/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        TextEncoder: "readonly",
        console: "readonly",
        process: "readonly",
        crypto: "readonly",
        fetch: "readonly",
        URL: "readonly",
        URLSearchParams: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
    },
    plugins: { "simple-import-sort": simpleImportSort },
  },
  {
    // Not app/server: its `use…` functions are not hooks.
    files: ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // app/server renders no components (the other direction, and app/routes, below).
    files: ["app/server/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: fromComponents,
              message: "app/server must not import app/components: the route renders them.",
            },
          ],
        },
      ],
    },
  },
  {
    // Zod is configured for the page's CSP in one module; schemas take `z` from there.
    files: ["app/schemas/**/*.ts"],
    ignores: ["app/schemas/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "Import z from app/schemas/zod: it parses jitless, which the page's CSP needs.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules: no I/O, no runtime, no clock, no framework, no UI copy — nothing outside app/domain.
    files: ["app/domain/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...domainPurity, domainCopyFree] }] },
  },
  {
    // UI copy: strings and small functions over the domain's types and limits, loaded by public pages
    // too, so nothing but app/domain and other copy (no server code, no zod, no React).
    files: ["app/copy/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: domainPurity[0].group.filter((g) => !g.startsWith("~")),
              message: "app/copy imports only app/domain and app/copy.",
            },
            {
              group: domainPurity[1].group,
              message: "app/copy has no runtime, framework or validation imports.",
            },
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
        {
          patterns: [
            {
              group: ["**/workers", "**/workers/**"],
              message:
                "app/ must not import workers/: shared types live in app/server (queue messages: app/server/queues/).",
            },
          ],
        },
      ],
    },
  },
  {
    // Components are used by routes, not the other way round: a component takes only types from a
    // route (its loader's data); what both need at runtime lives in app/schemas or app/domain.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: fromServer,
              message:
                "app/components must not import app/server: take the data's type from the route (`typeof loader`).",
            },
            { group: ["**/workers", "**/workers/**"], message: "app/ must not import workers/." },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [componentsImportTypesFromRoutes] }],
    },
  },
  {
    files: componentsStillImportingServerTypes,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/workers", "**/workers/**"], message: "app/ must not import workers/." }] },
      ],
    },
  },
  {
    // The public pages (and the sign-in screen) are opened on phones: their forms are validated by the server
    // only, so zod and conform's runtime stay out of their browser bundle (types are free;
    // route modules may use them in loaders and actions, which the client build drops).
    files: [
      "app/components/public/**/*.{ts,tsx}",
      "app/components/timeline/**/*.{ts,tsx}",
      "app/components/auth/**/*.{ts,tsx}",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            componentsImportTypesFromRoutes,
            {
              group: ["zod", "zod/*", "@conform-to/*"],
              allowTypeImports: true,
              message:
                "Public pages ship no zod or conform: validate on the server (app/schemas), import texts from a zod-free module.",
            },
            {
              // Every schema module imports zod; request-messages is the zod-free one they share.
              group: ["**/schemas/*", "!**/schemas/request-messages"],
              allowTypeImports: true,
              message: "This schema module imports zod: import its texts and limits from a zod-free module.",
            },
          ],
        },
      ],
    },
  },
  {
    // …and outside its tests: no clock, no randomness, no network, no environment (app/copy alike).
    files: ["app/domain/**/*.ts", "app/copy/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts", "app/copy/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...[
          "fetch",
          "process",
          "crypto",
          "caches",
          "localStorage",
          "sessionStorage",
          "navigator",
          "window",
          "document",
          "setTimeout",
          "setInterval",
          "console",
        ].map((name) => ({
          name,
          message: "app/domain and app/copy are pure: pass what you need in as an argument.",
        })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "app/domain and app/copy have no clock: take `now` as an argument.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "app/domain and app/copy have no clock: take `now` as an argument.",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "app/domain and app/copy are deterministic: take randomness as an argument.",
        },
      ],
    },
  },
  {
    // The UI copy lives in app/copy, not beside the rules (last: it overrides the clock rule above).
    files: ["app/domain/**/*texts*.ts", "app/domain/**/*texts*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program", message: "UI copy lives in app/copy/<feature>/, not in app/domain." },
      ],
    },
  },
);
