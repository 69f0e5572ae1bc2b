import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { PipelinePage } from "../components/pipeline/pipeline-page";
import { IMPORT_TEXTS, PIPELINE_TEXTS as T } from "../copy/pipeline/texts";
import { mayChangeData } from "../domain/auth/roles";
import { IMPORT_MAX_BYTES } from "../domain/pipeline/csv";
import { requireMember } from "../server/auth/auth.server";
import { tabAction } from "../server/management/tab-route.server";
import { entryOfInvestor, loadActivity, loadPipeline } from "../server/pipeline/pipeline.server";
import { PIPELINE_ACTIONS, PIPELINE_PATH } from "../server/pipeline/pipeline-actions.server";

export const meta: MetaFunction = () => [{ title: T.title }];

const VIEWS = ["board", "table", "import"] as const;
export type PipelineView = (typeof VIEWS)[number];

/**
 * /admin/pipeline: the board (or table) of the company's investors per stage, the round, one
 * investor's card (`?card={id}`; `?investor={id}` finds an invited investor's card, the link of
 * the first-open mail) and the CSV import (`?view=import`). Every member reads; admins change.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const investorId = url.searchParams.get("investor");
  const viewParam = url.searchParams.get("view");
  const view: PipelineView = VIEWS.includes(viewParam as PipelineView)
    ? (viewParam as PipelineView)
    : "board";
  if (investorId) {
    const entry = await entryOfInvestor(context.db, member.company.id, investorId.slice(0, 100));
    if (!entry) throw data({ message: T.cardNotFound }, { status: 404 });
    throw redirect(`${PIPELINE_PATH}?card=${entry.id}`);
  }
  const now = new Date();
  const pipeline = await loadPipeline(context.db, member.company.id, now);
  const cardId = url.searchParams.get("card");
  const card = cardId ? (pipeline.cards.find((c) => c.id === cardId) ?? null) : null;
  if (cardId && !card) throw data({ message: T.cardNotFound }, { status: 404 });
  return {
    company: member.company,
    canChange: mayChangeData(member.role),
    view,
    ...pipeline,
    card,
    activity: card ? await loadActivity(context.db, member.company.id, card) : [],
    today: now.toISOString().slice(0, 10),
    returnTo: `${url.pathname}${url.search}`,
  };
}

export async function action(args: ActionFunctionArgs) {
  return tabAction(args, PIPELINE_ACTIONS, {
    // The import's file, plus room for the form's other fields.
    maxBytes: IMPORT_MAX_BYTES * 2 + 16 * 1024,
    tooLarge: () =>
      data(
        { intent: "import.preview", error: IMPORT_TEXTS.fileTooLarge(IMPORT_MAX_BYTES / 1024) },
        { status: 413 },
      ),
  });
}

export default function Pipeline() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <PipelinePage data={loaderData} actionData={actionData} />;
}
