import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { and, eq } from "drizzle-orm";

import { updates } from "../../db/schema";
import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { PublicShell } from "../components/public/public-shell";
import { buttonClass } from "../components/ui/button";
import { flatInputClass } from "../components/ui/input";
import { replyErrorTexts, UPDATE_PAGE_TEXTS as T } from "../copy/site/update-page-texts";
import { updateTypeLabel } from "../copy/site/update-type-texts";
import { formatLongDate } from "../domain/format/dates";
import { isUpdateReaction, UPDATE_REACTIONS } from "../domain/mail/update-read-back";
import { checkReply } from "../domain/site/update-reply";
import { displayMetrics } from "../domain/updates";
import { companyVisitorId, readChatState } from "../server/chat/chat-state.server";
import { grantedInvestorId, type PublicCompany } from "../server/investors/access-gate.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { spendPublicBudget } from "../server/platform/public-budgets.server";
import { redirectWithToast } from "../server/platform/toast.server";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";
import { addUpdateReaction, createUpdateReply, reactionCounts } from "../server/site/update-replies.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data && !data.locked && data.update
        ? T.documentTitle(data.update.title, data.company.name)
        : (data?.company.name ?? ""),
  },
];

async function findUpdate(context: LoaderFunctionArgs["context"], companyId: string, id: string | undefined) {
  if (!id || id.length > 64) return null;
  return (
    (await context.db.query.updates.findFirst({
      where: and(eq(updates.companyId, companyId), eq(updates.id, id)),
      columns: { id: true, title: true, description: true, date: true, type: true, metrics: true },
    })) ?? null
  );
}

/** GET /public/{slug}/updates/{id}: one update, behind the gate, with its reactions and 'Reageer' (ADR 058). */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company) => {
    const update = await findUpdate(args.context, company.id, args.params.id);
    if (!update) throw new Response(T.notFound, { status: 404 });
    return { update, reactions: await reactionCounts(args.context.db, company.id, update.id) };
  });

type ReplyAnswer = {
  errors?: Partial<Record<"name" | "email" | "body" | "form" | "reaction", string>>;
  values?: { name: string; email: string; body: string };
};

const field = (form: FormData, name: string, max: number) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max + 1) : "";
};

/** 'Reageer' (a reply, mailed to the admins) and a reaction; both within the public forms' daily budget. */
export const action = (args: ActionFunctionArgs) =>
  gatedPageAction(args, async (company: PublicCompany, form: FormData) => {
    const { request, context, params } = args;
    const update = await findUpdate(context, company.id, params.id);
    if (!update) return data({ errors: { form: T.notFound } } satisfies ReplyAnswer, { status: 404 });
    const page = `/public/${company.slug}/updates/${update.id}`;
    const state = await readChatState(request, context);
    const intent = form.get("intent");
    if (intent === "react") {
      const reaction = form.get("reaction");
      if (!isUpdateReaction(reaction))
        return data({ errors: { reaction: T.reactionInvalid } } satisfies ReplyAnswer, { status: 400 });
      await addUpdateReaction(
        context.db,
        company.id,
        update.id,
        await companyVisitorId(context, company.id, state),
        reaction,
      );
      return redirectWithToast(context.toasts, request, page, { title: T.reacted });
    }
    if (intent !== "reply")
      return data({ errors: { form: T.failed } } satisfies ReplyAnswer, { status: 400 });
    const values = {
      name: field(form, "name", 200),
      email: field(form, "email", 254),
      body: field(form, "body", 5000),
    };
    const checked = checkReply(values);
    if (!checked.ok)
      return data({ errors: replyErrorTexts(checked.errors), values } satisfies ReplyAnswer, { status: 400 });
    // Each reply mails every admin: the same daily budgets as the document and call requests.
    if (await spendPublicBudget(request, context, company, "request", state.vid))
      return data({ errors: { form: T.refused }, values } satisfies ReplyAnswer, { status: 429 });
    try {
      await createUpdateReply(context.db, context.cloudflare.env.NOTIFICATIONS, {
        company,
        update,
        reply: checked.value,
        investorId: await grantedInvestorId(request, context, company),
        baseUrl: publicBaseUrl(context.cloudflare.env),
      });
    } catch (error) {
      console.error({ event: "update-reply-failed", updateId: update.id, error });
      return data({ errors: { form: T.failed }, values } satisfies ReplyAnswer, { status: 503 });
    }
    return redirectWithToast(context.toasts, request, page, { title: T.sent });
  });

export default function PublicUpdatePage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as (GateAnswer & ReplyAnswer) | undefined;
  if (page.locked) return <LockedPage page={page} answer={answer as GateAnswer} />;
  const { company, update, reactions } = page;
  const metrics = displayMetrics(update.metrics ?? []);
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? { name: "", email: "", body: "" };
  return (
    <PublicShell
      slug={company.slug}
      companyName={company.name}
      nav={
        <Link to={`/public/${company.slug}/timeline`} className={buttonClass("toolbar")}>
          {T.back}
        </Link>
      }
    >
      <article className="mx-auto max-w-2xl rounded-xl bg-white p-6 shadow" data-testid="public-update">
        <p className="text-sm text-gray-600">
          {updateTypeLabel(update.type)} · {formatLongDate(update.date)}
        </p>
        <h1 className="mb-3 text-2xl font-bold">{update.title}</h1>
        <p className="whitespace-pre-line">{update.description}</p>
        {metrics.length ? (
          <>
            <h2 className="mt-4 font-semibold">{T.keyPoints}</h2>
            <ul className="list-disc pl-5">
              {metrics.map((m, i) => (
                <li key={`${i}-${m}`}>{m}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-2" aria-label={T.react}>
          <input type="hidden" name="intent" value="react" />
          <span className="text-sm text-gray-700">{T.react}</span>
          {UPDATE_REACTIONS.map((r) => (
            <button
              key={r}
              type="submit"
              name="reaction"
              value={r}
              className="rounded-full border px-3 py-1 text-sm hover:bg-gray-50"
            >
              {T.reactLabel(r, reactions[r] ?? 0)}
            </button>
          ))}
        </Form>
        {errors.reaction ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.reaction}
          </p>
        ) : null}
      </article>
      <section
        className="mx-auto mt-8 max-w-2xl rounded-xl bg-white p-6 shadow"
        aria-labelledby="reply-title"
      >
        <h2 id="reply-title" className="text-xl font-semibold">
          {T.replyTitle}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{T.replyIntro}</p>
        {errors.form ? (
          <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <Form method="post" className="space-y-3" data-testid="reply-form">
          <input type="hidden" name="intent" value="reply" />
          {(
            [
              ["name", T.name, "text", "name"],
              ["email", T.email, "email", "email"],
            ] as const
          ).map(([name, label, type, autoComplete]) => (
            <label key={name} className="block text-sm">
              <span className="mb-1 block font-medium">{label}</span>
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                defaultValue={values[name]}
                required
                aria-invalid={errors[name] ? true : undefined}
                className={flatInputClass}
              />
              {errors[name] ? <span className="text-red-700">{errors[name]}</span> : null}
            </label>
          ))}
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{T.message}</span>
            <textarea
              name="body"
              rows={5}
              defaultValue={values.body}
              required
              aria-invalid={errors.body ? true : undefined}
              className={flatInputClass}
            />
            {errors.body ? <span className="text-red-700">{errors.body}</span> : null}
          </label>
          <button type="submit" className={buttonClass("primary")}>
            {T.send}
          </button>
        </Form>
      </section>
    </PublicShell>
  );
}
