const encoder = new TextEncoder();

/**
 * A CSV download as a stream: the header, then `pageSize` lines per chunk, each page read only
 * when the client pulls it (`readPage(n)` answers page n's rows; fewer than `pageSize` ends the
 * file). The body is never one string of the whole file.
 */
export function csvStream<Row>(
  header: string,
  readPage: (page: number) => Promise<readonly Row[]> | readonly Row[],
  line: (row: Row) => string,
  pageSize: number,
): ReadableStream<Uint8Array> {
  let page = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${header}\r\n`));
          return;
        }
        const rows = await readPage(page++);
        if (rows.length > 0) controller.enqueue(encoder.encode(`${rows.map(line).join("\r\n")}\r\n`));
        if (rows.length < pageSize) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
