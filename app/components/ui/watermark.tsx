/** The watermark drawn over a page: an SVG pattern as the overlay's background (no text for the page's reading order). */
function watermarkBackground(text: string) {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="260"><text x="210" y="130" text-anchor="middle" transform="rotate(-30 210 130)" font-family="Arial, sans-serif" font-size="20" fill="rgba(80,80,80,0.28)">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * The viewer's watermark (`watermarkText`) over a page image: absolutely positioned over its
 * `relative` parent, so it takes no room and moves nothing, and lets clicks through.
 */
export function WatermarkOverlay({ text, testId }: { text: string; testId: string }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0"
      style={{ backgroundImage: watermarkBackground(text), backgroundRepeat: "repeat" }}
      data-testid={testId}
      data-watermark={text}
    />
  );
}
