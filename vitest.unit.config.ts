import { defineConfig } from "vitest/config";

// Pure rules in node: app/domain/** and the few app/server modules tested without a runtime.
export default defineConfig({
  test: {
    include: [
      "app/domain/**/*.test.ts",
      "app/copy/**/*.test.ts",
      "app/schemas/**/*.test.ts",
      // app/server's tests that need no runtime (the rest run in workerd: tests/integration).
      "app/server/**/*.server.test.ts",
      "app/server/ai/**/*.test.ts",
      "workers/**/*.test.ts",
      "tests/eval/**/*.test.ts",
    ],
    environment: "node",
    // Pure modules: the files share one module graph per worker instead of a fresh one per file
    // (about 3× faster). A test that changes global or module state must undo it itself.
    isolate: false,
    // npm test runs this suite beside the build, lint and format on two cores; a few tests
    // inflate tens of MB (bombs, deflate restarts) and need more than the 5 s default there.
    // The timeout only catches hangs: speed is judged by npm run bench, never by a test.
    testTimeout: 30_000,
  },
});
