// tesseract.js-core's Emscripten build, used directly in the job queue (./tesseract.server.ts).
declare module "tesseract.js-core/tesseract-core-simd-lstm.js" {
  type TessApi = {
    Init(dataPath: string, lang: string, oem: number): number;
    SetVariable(name: string, value: string): boolean;
    SetImageFile(exif: number, angle: number): number;
    Recognize(monitor: null): number;
    GetUTF8Text(): string;
    Clear(): void;
    End(): void;
  };
  type TessModule = {
    FS: { writeFile(path: string, data: Uint8Array | string): void; unlink(path: string): void };
    TessBaseAPI: new () => TessApi;
  };
  const TesseractCore: (options: Record<string, unknown>) => Promise<TessModule>;
  export default TesseractCore;
}

declare module "tesseract.js-core/tesseract-core-simd-lstm.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** Set by wrangler's `define` (wrangler.toml): true where tesseract is bundled into the Worker. */
declare const __SERVER_TESSERACT__: boolean;
