/**
 * A refused form answers with what was posted, so the page can show it again — but only the
 * fields its schema knows, each cut to its limit. Conform's own `reply()` echoes the whole
 * payload: every unknown field, every character (a 10 MB login post answered with a 10.5 MB
 * page), and a 20-byte name like `x[50000000]` becomes an array it writes out as 250 MB of
 * nulls. `parseForm` is `parseWithZod` with a `reply()` that never does.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** Characters echoed of a text field whose schema sets no maximum. */
const TEXT_WITHOUT_MAX = 1_000;
/** Characters echoed of a field that is not text (a number, a date, a choice typed as text). */
const NOT_TEXT = 100;
/** Values echoed of a field posted several times. */
const MAX_REPEATS = 20;
/** Characters of an error message echoed (they are ours, but some carry a value). */
const MAX_MESSAGE = 500;
/** The form control intent and state conform posts: echoed only while this small. */
const MAX_CONTROL_JSON = 2_000;

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

function limitOf(schema: JsonSchema): number {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length) return Math.max(...alternatives.map(limitOf));
  if (typeof schema.maxLength === "number") return schema.maxLength;
  if (schema.enum) return Math.max(0, ...schema.enum.map((v) => String(v).length));
  if (schema.const !== undefined) return String(schema.const).length;
  return schema.type === "string" ? TEXT_WITHOUT_MAX : NOT_TEXT;
}

function collectFields(schema: JsonSchema, into: Map<string, number>) {
  for (const [name, field] of Object.entries(schema.properties ?? {}))
    into.set(name, Math.max(into.get(name) ?? 0, limitOf(field)));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    collectFields(part, into);
}

/** The fields a form schema knows, each with the most characters echoed back (its own maximum). */
export function echoLimits(schema: z.ZodType): ReadonlyMap<string, number> {
  const fields = new Map<string, number>();
  try {
    collectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, fields);
  } catch {
    // A schema that cannot be described echoes nothing: the errors are still shown.
  }
  return fields;
}

/** At most `max` characters (code points: a character is never cut in two). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let n = 0;
  let end = 0;
  for (const ch of text) {
    if (n++ === max) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

function boundedValue(value: unknown, max: number): unknown {
  if (typeof value === "string") return cutText(value, max);
  if (Array.isArray(value)) {
    // By index: a sparse array from a name like `field[50000000]` is never walked.
    const out: unknown[] = [];
    for (let i = 0; i < Math.min(value.length, MAX_REPEATS); i++)
      if (typeof value[i] === "string") out.push(cutText(value[i] as string, max));
    return out;
  }
  return undefined;
}

/** The field a posted name belongs to ('items[2].name' → 'items'). */
const rootOf = (name: string) => /^[^.[]*/.exec(name)![0];

const small = (value: unknown) => {
  try {
    return JSON.stringify(value).length <= MAX_CONTROL_JSON;
  } catch {
    return false;
  }
};

type Replyable<Options> = {
  payload: Record<string, unknown>;
  reply(options?: Options): SubmissionResult<string[]>;
};

/**
 * `submission.reply(options)` echoing only the schema's fields, each cut to its limit, with
 * errors, field names and conform's own intent and state held to the same fields.
 */
export function replyWithin<Options>(
  submission: Replyable<Options>,
  schema: z.ZodType,
  options?: Options,
): SubmissionResult<string[]> {
  const limits = echoLimits(schema);
  // The payload is the object `reply()` writes out (conform keeps one, by reference): cut here first.
  const payload = submission.payload;
  for (const key of Object.keys(payload)) {
    const limit = limits.get(key);
    const value = limit === undefined ? undefined : boundedValue(payload[key], limit);
    if (value === undefined) delete payload[key];
    else payload[key] = value;
  }
  const result = submission.reply(options);
  const known = (name: string) => name === "" || limits.has(rootOf(name));
  const out: SubmissionResult<string[]> = { ...result };
  if (result.fields) out.fields = result.fields.filter(known).slice(0, 2 * limits.size + 10);
  if (result.error) {
    out.error = Object.fromEntries(
      Object.entries(result.error)
        .filter(([name]) => known(name))
        .map(([name, messages]) => [
          name,
          messages ? messages.slice(0, 5).map((m) => cutText(String(m), MAX_MESSAGE)) : messages,
        ]),
    );
  }
  if (result.intent !== undefined && !small(result.intent)) delete out.intent;
  if (result.state) {
    const validated =
      result.state.validated && typeof result.state.validated === "object" ? result.state.validated : {};
    out.state = {
      validated: Object.fromEntries(
        Object.entries(validated)
          .filter(([name]) => known(name))
          .slice(0, 2 * limits.size + 10),
      ),
    };
  }
  return out;
}

/** `parseWithZod(form, { schema })` whose `reply()` echoes within the schema's fields and limits (`replyWithin`). */
export function parseForm<Schema extends z.ZodType>(form: FormData | URLSearchParams, schema: Schema) {
  const submission = parseWithZod(form, { schema });
  const reply = submission.reply.bind(submission);
  return Object.assign(submission, {
    reply: (options?: Parameters<typeof reply>[0]) =>
      replyWithin({ payload: submission.payload as Record<string, unknown>, reply }, schema, options),
  });
}
