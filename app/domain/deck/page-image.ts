/**
 * A page's picture as pdf.js decodes it (no canvas needed), turned into what an OCR engine or a
 * vision model takes: grey pixels scaled for tesseract (as a PGM file, which Leptonica reads
 * without any image library), or a PNG for a vision model. Pure; the PNG's deflate uses the
 * platform's CompressionStream.
 */

/** pdf.js's decoded image kinds (its ImageKind): 1 bit grey, 8-bit RGB, 8-bit RGBA. */
export const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

export type DecodedImage = {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
};

export type GrayImage = { width: number; height: number; data: Uint8Array };

/** Pictures larger than this (decoded pixels) are not read: a 300-dpi A4 scan is 8.7 MP. */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** Grey value per pixel (ITU-R 601 luma); a 1-bit image's set bit is white, as pdf.js paints it. */
export function toGray(image: DecodedImage): GrayImage | null {
  const { width, height, kind, data } = image;
  if (!(width > 0 && height > 0) || width * height > MAX_PICTURE_PIXELS) return null;
  const out = new Uint8Array(width * height);
  if (kind === IMAGE_KIND.GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        out[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
    return { width, height, data: out };
  }
  const bpp = kind === IMAGE_KIND.RGBA_32BPP ? 4 : kind === IMAGE_KIND.RGB_24BPP ? 3 : 0;
  if (!bpp || data.length < width * height * bpp) return null;
  for (let p = 0, i = 0; p < out.length; p++, i += bpp) {
    // A transparent pixel shows the white page behind it.
    const a = bpp === 4 ? data[i + 3]! / 255 : 1;
    const luma = (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000;
    out[p] = Math.round(luma * a + 255 * (1 - a));
  }
  return { width, height, data: out };
}

/** Scales by `factor` (nearest pixel up, box average down). */
export function scaleGray(image: GrayImage, factor: number): GrayImage {
  if (factor === 1) return image;
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const out = new Uint8Array(width * height);
  const step = 1 / factor;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * step);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) * step)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * step);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) * step)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) sum += image.data[yy * image.width + xx]!;
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, data: out };
}

/**
 * The scale at which tesseract reads a picture: a slide rendered about 1,000 px wide has small
 * print too small for it, so narrow pictures are doubled (as the browser reads a 1280 px page at
 * 2560 px); very large scans are brought down to about 3,000 px on their long side.
 */
export function ocrScale(width: number, height: number): number {
  const longSide = Math.max(width, height);
  if (longSide < 1400) return 2;
  if (longSide > 3200) return 3000 / longSide;
  return 1;
}

/** A binary PGM (P5) file of grey pixels. */
export function toPgm(image: GrayImage): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(head.length + image.data.length);
  out.set(head);
  out.set(image.data, head.length);
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return crc;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, (crc32(out.subarray(4, 8 + body.length)) ^ 0xffffffff) >>> 0);
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An 8-bit greyscale PNG (what a vision model is sent: the text is in the contrast, not the colour). */
export async function grayPng(image: GrayImage): Promise<Uint8Array> {
  const { width, height, data } = image;
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A vision model gets at most this many pixels on the long side (enough for a slide's small print). */
export const VISION_LONG_SIDE = 1600;

export function visionScale(width: number, height: number): number {
  const longSide = Math.max(width, height);
  return longSide > VISION_LONG_SIDE ? VISION_LONG_SIDE / longSide : 1;
}
