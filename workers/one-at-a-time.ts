/**
 * Runs the JOBS consumer's invocations one after the other within an isolate, for a local run
 * (`JOBS_ONE_AT_A_TIME=1`). Production's `max_concurrency = 1` already delivers them one at a
 * time, but the local queue simulator may deliver a second batch while one runs (measured: two
 * at once with a PDF and a workbook uploaded together), and two heavy steps in one isolate
 * need twice the memory of one (ADR 064). It stays off in the tests, which deliver batches
 * themselves beside the simulator's. An invocation waits for the one before it at most
 * `maxWaitMs`: one that never ends (cancelled mid-step) cannot hold the others back for good.
 */
export function oneAtATime(maxWaitMs: number) {
  let last: Promise<unknown> = Promise.resolve();
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const before = last;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = Promise.race([
      before.catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
    ]).finally(() => clearTimeout(timer));
    const mine = waited.then(work);
    last = mine.catch(() => undefined);
    return mine;
  };
}
