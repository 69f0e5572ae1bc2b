import { inflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import {
  grayPng,
  IMAGE_KIND,
  MAX_PICTURE_PIXELS,
  ocrScale,
  scaleGray,
  toGray,
  toPgm,
  visionScale,
} from "./page-image";

describe("a decoded picture as grey pixels", () => {
  it("reads RGB and RGBA (transparent shows the white page)", () => {
    const rgb = toGray({
      width: 2,
      height: 1,
      kind: IMAGE_KIND.RGB_24BPP,
      data: new Uint8Array([255, 255, 255, 255, 0, 0]),
    });
    expect([...rgb!.data]).toEqual([255, 76]);
    const rgba = toGray({
      width: 2,
      height: 1,
      kind: IMAGE_KIND.RGBA_32BPP,
      data: new Uint8Array([0, 0, 0, 255, 0, 0, 0, 0]),
    });
    expect([...rgba!.data]).toEqual([0, 255]);
  });

  it("reads 1-bit rows padded to whole bytes, a set bit white", () => {
    // 10 px wide: two bytes a row.
    const gray = toGray({
      width: 10,
      height: 2,
      kind: IMAGE_KIND.GRAYSCALE_1BPP,
      data: new Uint8Array([0b10000000, 0b01000000, 0, 0]),
    });
    expect([...gray!.data.subarray(0, 10)]).toEqual([255, 0, 0, 0, 0, 0, 0, 0, 0, 255]);
    expect([...gray!.data.subarray(10)]).toEqual(Array(10).fill(0));
  });

  it("refuses short data, unknown kinds and pictures over the pixel cap", () => {
    expect(toGray({ width: 2, height: 2, kind: IMAGE_KIND.RGB_24BPP, data: new Uint8Array(5) })).toBeNull();
    expect(toGray({ width: 1, height: 1, kind: 9, data: new Uint8Array(4) })).toBeNull();
    expect(
      toGray({ width: MAX_PICTURE_PIXELS, height: 2, kind: IMAGE_KIND.RGB_24BPP, data: new Uint8Array(3) }),
    ).toBeNull();
  });
});

describe("scaling for the reader", () => {
  it("doubles a slide-sized picture for tesseract, brings a large scan down, leaves the rest", () => {
    expect(ocrScale(1000, 563)).toBe(2);
    expect(ocrScale(2000, 1125)).toBe(1);
    expect(ocrScale(2480, 3508)).toBeCloseTo(3000 / 3508);
    expect(visionScale(1000, 563)).toBe(1);
    expect(visionScale(3200, 1800)).toBe(0.5);
  });

  it("scales up by repeating pixels and down by averaging them", () => {
    const image = { width: 2, height: 1, data: new Uint8Array([0, 200]) };
    expect([...scaleGray(image, 2).data]).toEqual([0, 0, 200, 200, 0, 0, 200, 200]);
    const big = { width: 4, height: 2, data: new Uint8Array([0, 100, 200, 200, 0, 100, 200, 200]) };
    const half = scaleGray(big, 0.5);
    expect([half.width, half.height, ...half.data]).toEqual([2, 1, 50, 200]);
  });
});

describe("files for the readers", () => {
  it("writes a binary PGM", () => {
    const pgm = toPgm({ width: 2, height: 1, data: new Uint8Array([7, 9]) });
    expect(new TextDecoder().decode(pgm.subarray(0, 11))).toBe("P5\n2 1\n255\n");
    expect([...pgm.subarray(11)]).toEqual([7, 9]);
  });

  it("writes a valid greyscale PNG: signature, header, rows with their filter byte", async () => {
    const image = { width: 3, height: 2, data: new Uint8Array([0, 128, 255, 10, 20, 30]) };
    const png = await grayPng(image);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([3, 2, 8, 0]);
    const idatLength = view.getUint32(33);
    expect(new TextDecoder().decode(png.subarray(37, 41))).toBe("IDAT");
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, 0, 128, 255, 0, 10, 20, 30]);
    // IHDR's CRC-32 over type and data (a PNG reader checks it).
    expect(view.getUint32(29)).toBe(crc(png.subarray(12, 29)));
    expect(new TextDecoder().decode(png.subarray(png.length - 8, png.length - 4))).toBe("IEND");
  });
});

function crc(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
