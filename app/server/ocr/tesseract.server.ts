/**
 * OCR inside the Worker, for the local (offline) provider: tesseract.js-core's WebAssembly
 * build called directly in the job queue, the same engine and English model (best_int) the
 * admin's browser uses. Bundled only where wrangler's `define` sets `__SERVER_TESSERACT__`
 * (the default environment: `npm start`, the tests, the eval); production reads pages with
 * the vision model and does not carry the 2.8 MB engine.
 *
 * The model (5 MB) is read from the app's own static files (/ocr/lang/…, put there by
 * workers/local/ocr-assets.ts) and the engine is made once per isolate: it is a program, not
 * data, and making it costs about as much as reading a page.
 */
import TesseractCore from "tesseract.js-core/tesseract-core-simd-lstm.js";
import wasm from "tesseract.js-core/tesseract-core-simd-lstm.wasm";

import type { GrayImage } from "../../domain/deck/page-image";
import { toPgm } from "../../domain/deck/page-image";

/** The English model, as the browser's OCR loads it (a static asset). */
export const OCR_MODEL_PATH = "/ocr/lang/eng.traineddata.gz";
/** LSTM only: the best_int model has no legacy engine. */
const OEM_LSTM_ONLY = 1;

type Engine = Awaited<ReturnType<typeof makeEngine>>;
let engine: Promise<Engine> | null = null;

async function loadModel(assets: Fetcher): Promise<Uint8Array> {
  const res = await assets.fetch(new Request(`https://assets.local${OCR_MODEL_PATH}`));
  if (!res.ok || !res.body)
    throw new Error(`the OCR model is missing from the static files (${res.status}); run npm run build`);
  const plain = res.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(plain).arrayBuffer());
}

async function makeEngine(assets: Fetcher) {
  const model = await loadModel(assets);
  // The Emscripten loader picks its environment from globals: in workerd `process.versions.node`
  // exists (nodejs_compat) and would send it to `require("fs")`, and a worker scope without
  // `self.location` breaks its path logic. It is told it runs in a worker with a location; the
  // WebAssembly module comes compiled from the bundle (a Worker cannot compile bytes).
  const proc = globalThis.process as (NodeJS.Process & { type?: string }) | undefined;
  const previousType = proc?.type;
  if (proc) proc.type = "renderer";
  const scope = globalThis as { location?: unknown };
  const addedLocation = scope.location === undefined;
  if (addedLocation)
    Object.defineProperty(globalThis, "location", {
      value: new URL("https://ocr.local/"),
      configurable: true,
    });
  let pending: ReturnType<typeof TesseractCore>;
  try {
    pending = TesseractCore({
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(wasm, imports).then(done);
        return {};
      },
      print: () => {},
      printErr: () => {},
    });
  } finally {
    if (proc) proc.type = previousType;
    if (addedLocation) delete scope.location;
  }
  const core = await pending;
  core.FS.writeFile("/eng.traineddata", model);
  const api = new core.TessBaseAPI();
  if (api.Init("/", "eng", OEM_LSTM_ONLY) !== 0) throw new Error("the OCR engine did not start");
  return { core, api };
}

/** The text tesseract reads in a grey picture. Throws when the engine cannot start. */
export async function recogniseGray(assets: Fetcher, image: GrayImage): Promise<string> {
  engine ??= makeEngine(assets).catch((error: unknown) => {
    engine = null;
    throw error;
  });
  const { core, api } = await engine;
  core.FS.writeFile("/input", toPgm(image));
  try {
    if (api.SetImageFile(1, 0) !== 0) throw new Error("the OCR engine could not read the picture");
    api.Recognize(null);
    return api.GetUTF8Text();
  } finally {
    api.Clear();
    core.FS.unlink("/input");
  }
}
