/**
 * The form intents of /admin/pipeline (admins and the owner; a viewer's post is refused by
 * requireMember before any of these runs). Each answers with a redirect and a toast, or with
 * the form's messages and a 4xx; nothing is written on refused input.
 */
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";

import {
  IMPORT_TEXTS,
  importFileErrorText,
  importRowErrorTexts,
  PIPELINE_ACTION_TEXTS as A,
  ROUND_TEXTS as R,
  STAGE_LABELS,
} from "../../copy/pipeline/texts";
import { IMPORT_MAX_BYTES, readImport } from "../../domain/pipeline/csv";
import { ActivitySchema, CardSchema, RoundSchema, StageSchema } from "../../schemas/pipeline";
import type { ActionContext, TabAction } from "../management/types";
import { redirectWithToast } from "../platform/toast.server";
import {
  closeRound,
  createRound,
  dismiss,
  importRows,
  logActivity,
  planImport,
  saveCard,
  saveRound,
  setStage,
} from "./pipeline.server";

export const PIPELINE_PATH = "/admin/pipeline";

/** Where to go back to: a page of the pipeline only (the view and the open card kept). */
export function backTo(form: FormData): string {
  const to = form.get("returnTo");
  if (typeof to !== "string") return PIPELINE_PATH;
  return to === PIPELINE_PATH || /^\/admin\/pipeline\?[\w=&%:.-]{0,300}$/.test(to) ? to : PIPELINE_PATH;
}

const fields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((n) => {
      const v = form.get(n);
      return typeof v === "string" ? [[n, v.slice(0, 5000)]] : [];
    }),
  );

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

const toast = (ctx: ActionContext, title: string) =>
  redirectWithToast(ctx.context.toasts, ctx.request, backTo(ctx.form), { title });

const notFound = (intent: string) => data({ intent, error: A.notFound }, { status: 404 });

const stageSet: TabAction = async (ctx) => {
  const parsed = StageSchema.safeParse(fields(ctx.form, ["id", "stage"]));
  if (!parsed.success)
    return data(
      { intent: "stage.set", error: fieldErrors(parsed.error).stage ?? A.stageInvalid },
      { status: 400 },
    );
  const row = await setStage(ctx.context.db, ctx.member.company.id, parsed.data.id, parsed.data.stage);
  if (!row) return notFound("stage.set");
  return toast(ctx, A.stageSaved(row.name, STAGE_LABELS[parsed.data.stage]));
};

const CARD_FIELDS = [
  "id",
  "ticketIndicated",
  "ticketCommitted",
  "lead",
  "nextFollowUp",
  "reasonPassed",
  "reasonPassedNote",
  "notes",
] as const;

const cardSave: TabAction = async (ctx) => {
  const values = fields(ctx.form, CARD_FIELDS);
  const parsed = CardSchema.safeParse(values);
  if (!parsed.success)
    return data({ intent: "card.save", errors: fieldErrors(parsed.error), values }, { status: 400 });
  if (!(await saveCard(ctx.context.db, ctx.member.company.id, parsed.data))) return notFound("card.save");
  return toast(ctx, A.cardSaved);
};

const activityLog: TabAction = async (ctx) => {
  const values = fields(ctx.form, ["id", "kind", "day", "note"]);
  const parsed = ActivitySchema.safeParse(values);
  if (!parsed.success)
    return data({ intent: "activity.log", errors: fieldErrors(parsed.error), values }, { status: 400 });
  if (!(await logActivity(ctx.context.db, ctx.member.company.id, ctx.member.user.id, parsed.data)))
    return notFound("activity.log");
  return toast(ctx, A.logged);
};

const suggestionAccept: TabAction = async (ctx) => {
  const parsed = StageSchema.safeParse(fields(ctx.form, ["id", "stage"]));
  if (!parsed.success) return data({ intent: "suggestion.accept", error: A.stageInvalid }, { status: 400 });
  const row = await setStage(ctx.context.db, ctx.member.company.id, parsed.data.id, parsed.data.stage);
  if (!row) return notFound("suggestion.accept");
  return toast(ctx, A.accepted);
};

const suggestionDismiss: TabAction = async (ctx) => {
  const id = String(ctx.form.get("id") ?? "").slice(0, 100);
  const key = String(ctx.form.get("key") ?? "").slice(0, 60);
  if (!(await dismiss(ctx.context.db, ctx.member.company.id, id, { suggestion: key })))
    return notFound("suggestion.dismiss");
  return toast(ctx, A.dismissed);
};

const followUpDismiss: TabAction = async (ctx) => {
  const id = String(ctx.form.get("id") ?? "").slice(0, 100);
  const at = new Date().toISOString();
  if (!(await dismiss(ctx.context.db, ctx.member.company.id, id, { followUpAt: at })))
    return notFound("follow-up.dismiss");
  return toast(ctx, A.dismissed);
};

const ROUND_FIELDS = ["name", "target", "instrument", "targetClose"] as const;

const roundCreate: TabAction = async (ctx) => {
  const values = fields(ctx.form, ROUND_FIELDS);
  const parsed = RoundSchema.safeParse(values);
  if (!parsed.success)
    return data({ intent: "round.create", errors: fieldErrors(parsed.error), values }, { status: 400 });
  const outcome = await createRound(ctx.context.db, ctx.member.company.id, parsed.data);
  if (!outcome.ok)
    return data({ intent: "round.create", errors: { form: R.alreadyOpen }, values }, { status: 409 });
  return toast(ctx, R.created);
};

const roundSave: TabAction = async (ctx) => {
  const values = fields(ctx.form, ROUND_FIELDS);
  const parsed = RoundSchema.safeParse(values);
  if (!parsed.success)
    return data({ intent: "round.save", errors: fieldErrors(parsed.error), values }, { status: 400 });
  const id = String(ctx.form.get("id") ?? "").slice(0, 100);
  const outcome = await saveRound(ctx.context.db, ctx.member.company.id, id, parsed.data);
  if (!outcome.ok)
    return data({ intent: "round.save", errors: { form: R.notFound }, values }, { status: 404 });
  return toast(ctx, R.saved);
};

const roundClose: TabAction = async (ctx) => {
  const id = String(ctx.form.get("id") ?? "").slice(0, 100);
  const outcome = await closeRound(ctx.context.db, ctx.member.company.id, id);
  if (!outcome.ok) return data({ intent: "round.close", error: R.notFound }, { status: 404 });
  return toast(ctx, R.closed);
};

/** The uploaded file's text (preview) or the text the preview carried along (import), checked for size. */
async function importText(
  form: FormData,
): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  const file = form.get("file");
  const carried = form.get("csv");
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_MAX_BYTES)
      return { ok: false, error: IMPORT_TEXTS.fileTooLarge(IMPORT_MAX_BYTES / 1024) };
    return { ok: true, text: await file.text() };
  }
  if (typeof carried === "string" && carried.trim()) {
    if (carried.length > IMPORT_MAX_BYTES)
      return { ok: false, error: IMPORT_TEXTS.fileTooLarge(IMPORT_MAX_BYTES / 1024) };
    return { ok: true, text: carried };
  }
  return { ok: false, error: IMPORT_TEXTS.fileRequired };
}

/** Reads the file and shows what it would do (nothing is written); a faulty file lists its rows' errors (400). */
async function readForImport(ctx: ActionContext, intent: "import.preview" | "import.commit") {
  const text = await importText(ctx.form);
  if (!text.ok) return { ok: false, answer: data({ intent, error: text.error }, { status: 400 }) } as const;
  const read = readImport(text.text, STAGE_LABELS);
  if (!read.ok)
    return {
      ok: false,
      answer:
        "file" in read
          ? data({ intent, error: importFileErrorText(read.file) }, { status: 400 })
          : data(
              {
                intent,
                error: IMPORT_TEXTS.errorsTitle(read.errors.length),
                rowErrors: importRowErrorTexts(read.errors),
              },
              { status: 400 },
            ),
    } as const;
  return { ok: true, text: text.text, rows: read.rows } as const;
}

const importPreview: TabAction = async (ctx) => {
  const read = await readForImport(ctx, "import.preview");
  if (!read.ok) return read.answer;
  const plan = await planImport(ctx.context.db, ctx.member.company.id, read.rows);
  return data({ intent: "import.preview", csv: read.text, plan });
};

const importCommit: TabAction = async (ctx) => {
  const read = await readForImport(ctx, "import.commit");
  if (!read.ok) return read.answer;
  const plan = await planImport(ctx.context.db, ctx.member.company.id, read.rows);
  await importRows(ctx.context.db, ctx.member.company.id, read.rows);
  const merged = plan.filter((p) => p.existing).length;
  return redirectWithToast(ctx.context.toasts, ctx.request, `${PIPELINE_PATH}?view=table`, {
    title: IMPORT_TEXTS.imported(plan.length - merged, merged),
  });
};

export const PIPELINE_ACTIONS = {
  "stage.set": stageSet,
  "card.save": cardSave,
  "activity.log": activityLog,
  "suggestion.accept": suggestionAccept,
  "suggestion.dismiss": suggestionDismiss,
  "follow-up.dismiss": followUpDismiss,
  "round.create": roundCreate,
  "round.save": roundSave,
  "round.close": roundClose,
  "import.preview": importPreview,
  "import.commit": importCommit,
} satisfies Record<string, TabAction>;
