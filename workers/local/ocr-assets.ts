/**
 * The OCR engine's static files (tesseract.js worker, its WebAssembly core, the English model),
 * served from the app's own origin under /ocr/ so nothing is fetched from a CDN at run time.
 * They are copied from node_modules into the client build (Workers static assets: never in the
 * Worker bundle, never in a page's JavaScript) and served from node_modules by `vite dev`.
 */
import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Public path → file on disk. The three cores cover Chromium (relaxed SIMD), other SIMD browsers, and the rest. */
export function ocrAssetFiles(): Record<string, string> {
  const tesseract = packageDir("tesseract.js");
  const core = packageDir("tesseract.js-core");
  const eng = packageDir("@tesseract.js-data/eng");
  return {
    "ocr/worker.min.js": join(tesseract, "dist/worker.min.js"),
    "ocr/core/tesseract-core-relaxedsimd-lstm.wasm.js": join(core, "tesseract-core-relaxedsimd-lstm.wasm.js"),
    "ocr/core/tesseract-core-simd-lstm.wasm.js": join(core, "tesseract-core-simd-lstm.wasm.js"),
    "ocr/core/tesseract-core-lstm.wasm.js": join(core, "tesseract-core-lstm.wasm.js"),
    "ocr/lang/eng.traineddata.gz": join(eng, "4.0.0_best_int/eng.traineddata.gz"),
  };
}

export function ocrAssets(): Plugin {
  let ssr = false;
  return {
    name: "ocr-assets",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      for (const [fileName, path] of Object.entries(ocrAssetFiles()))
        this.emitFile({ type: "asset", fileName, source: readFileSync(path) });
    },
    configureServer(server) {
      const files = ocrAssetFiles();
      server.middlewares.use((req, res, next) => {
        const path = files[(req.url ?? "").split("?")[0]!.replace(/^\//, "")];
        if (!path) return next();
        res.setHeader("Content-Type", path.endsWith(".gz") ? "application/gzip" : "text/javascript");
        createReadStream(path).pipe(res);
      });
    },
  };
}
