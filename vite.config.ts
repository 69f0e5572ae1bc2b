import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { getLoadContext } from "./workers/load-context";
import { ocrAssets } from "./workers/local/ocr-assets";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Optional fast-refresh mode (`npm run dev`); the real thing is `npm start` (wrangler dev).
    cloudflareDevProxyVitePlugin({ getLoadContext, remoteBindings: false } as Parameters<
      typeof cloudflareDevProxyVitePlugin
    >[0]),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    ocrAssets(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  // The server build's source map lets wrangler map the deployed Worker's stack traces back to
  // app/ (upload_source_maps in wrangler.toml); the browser's build ships none.
  // app/domain and app/copy are pure (lint-guarded: no I/O, no clock), so a module none of whose exports
  // a chunk uses is left out, although its word lists are built at the top level.
  build: {
    minify: true,
    sourcemap: Boolean(isSsrBuild),
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/app\/(domain|copy)\//.test(id) } },
  },
}));
