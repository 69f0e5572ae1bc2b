// Large uploads made here, for the processing bench and by hand (`node tests/bench/large-files.mjs <dir>`):
// a workbook of about 16 MB (a P&L sheet and a 'Data' sheet of 64,000 rows, more than the row
// cap) and a PDF of about 45 MB with 400 text pages, each carrying an incompressible image.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** A deterministic pseudo-random sequence, so every run makes the same files. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function largeWorkbook({ rows = 64_000 } = {}) {
  const XLSX = await import("@e965/xlsx");
  const next = random(7);
  const months = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2024, i, 1)));
  const pl = [
    ["P&L forecast"],
    ["", ...months],
    ["Revenue", ...months.map((_, i) => 10_000 + i * 1_500)],
    ["Costs", ...months.map((_, i) => 8_000 + i * 700)],
    ["Cash", ...months.map((_, i) => 50_000 + i * 800)],
  ];
  const regions = ["North", "South", "East", "West", "Central"];
  const data = [
    [
      "Order",
      "Date",
      "Customer",
      "Region",
      "Product",
      "Units",
      "Price",
      "Amount",
      "Discount",
      "Net",
      "Cost",
      "Margin",
      "Rep",
      "Channel",
      "Status",
      "Note",
    ],
  ];
  for (let i = 1; i <= rows; i++) {
    const units = 1 + Math.floor(next() * 50);
    const price = Math.round(next() * 50_000) / 100;
    const amount = Math.round(units * price * 100) / 100;
    const discount = Math.round(next() * 20) / 100;
    data.push([
      `ORD-${String(i).padStart(6, "0")}`,
      new Date(Date.UTC(2024, 0, 1 + (i % 700))),
      `Customer ${Math.floor(next() * 90_000)}`,
      regions[i % 5],
      `SKU-${Math.floor(next() * 100_000)}`,
      units,
      price,
      amount,
      discount,
      Math.round(amount * (1 - discount) * 100) / 100,
      Math.round(amount * next() * 70) / 100,
      Math.round(next() * 10_000) / 10_000,
      `Rep ${Math.floor(next() * 5_000)}`,
      i % 3 ? "Online" : "Partner",
      i % 11 ? "Paid" : "Open",
      next().toString(36).slice(2),
    ]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(pl, { cellDates: true }), "P&L");
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data, { cellDates: true }), "Data");
  return new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }));
}

export async function largePdf({ pages = 400, imageBytes = 110_000 } = {}) {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const next = random(11);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([842, 595]);
    page.drawText(`Investor report page ${p}`, { x: 40, y: 540, size: 24, font });
    for (let l = 0; l < 12; l++)
      page.drawText(
        `Line ${l + 1}: revenue ${Math.round(next() * 1e6)} in segment ${p}-${l}, margin ${Math.round(next() * 100)}%.`,
        { x: 40, y: 500 - l * 18, size: 11, font },
      );
    // A noisy image, as a scanned or photo-heavy deck has: the bytes that make the file large.
    const raw = new Uint8Array(imageBytes);
    for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(next() * 256);
    const stream = doc.context.flateStream(raw, {
      Type: "XObject",
      Subtype: "Image",
      Width: 200,
      Height: Math.floor(imageBytes / 600),
      ColorSpace: "DeviceRGB",
      BitsPerComponent: 8,
    });
    const ref = doc.context.register(stream);
    page.node.setXObject(doc.context.obj(`Im${p}`), ref);
  }
  return doc.save({ useObjectStreams: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? ".";
  writeFileSync(join(dir, "large.xlsx"), await largeWorkbook());
  writeFileSync(join(dir, "large.pdf"), await largePdf());
  console.log(`written to ${dir}: large.xlsx, large.pdf`);
}
