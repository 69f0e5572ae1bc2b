/**
 * A model call that gave no usable answer, typed: `AiFailure` carries the category (timeout,
 * provider, empty, config — app/domain/ai/failures.ts) and the task. Every call a provider
 * makes goes through `withDeadline`, so none can hang a request or a queue job.
 */
import { type AiFailureCategory, type AiTask, categorizeAiError } from "../../domain/ai/failures";

export class AiFailure extends Error {
  readonly category: AiFailureCategory;
  readonly task: AiTask | null;
  constructor(
    category: AiFailureCategory,
    task: AiTask | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AiFailure";
    this.category = category;
    this.task = task;
  }
}

/** Upper bounds of a model call, per task (ms). A streamed answer also has an idle bound between pieces. */
export type AiTimeouts = Record<AiTask, number> & { streamIdle: number; streamTotal: number };

export const AI_TIMEOUTS: AiTimeouts = {
  answer: 45_000,
  // Asked while a chat page renders (then stored): a stalled model must not hold the page long.
  suggestions: 10_000,
  interview: 45_000,
  vision: 60_000,
  test: 15_000,
  // A streamed answer: the first piece and every next one within 30 s, all of it within 2 minutes.
  streamIdle: 30_000,
  streamTotal: 120_000,
};

const describe = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "", message: String(error) };

/** Any thrown value as an AiFailure of `task` (an AiFailure keeps its category). */
export function toAiFailure(error: unknown, task: AiTask): AiFailure {
  if (error instanceof AiFailure)
    return error.task === task
      ? error
      : new AiFailure(error.category, task, error.message, { cause: error.cause ?? error });
  const { name, message } = describe(error);
  return new AiFailure(categorizeAiError(name, message), task, message || name || "unknown error", {
    cause: error,
  });
}

/**
 * Runs `run` with a signal that aborts after `ms`; rejects with a timeout AiFailure then, also
 * when the callee ignores the signal.
 */
export async function withDeadline<T>(
  task: AiTask,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const failure = new AiFailure("timeout", task, `no answer within ${ms} ms`);
      controller.abort(failure);
      reject(failure);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
