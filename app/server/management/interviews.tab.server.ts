import { data } from "@remix-run/cloudflare";

import { INTERVIEW_ADMIN_TEXTS } from "../../copy/interview/texts";
import { truncateToken } from "../../domain/interview/interview";
import {
  createInterview,
  getCompanyInterview,
  interviewCompanyName,
  listInterviews,
} from "../interview/interviews.server";
import { publicBaseUrl } from "../mail/queue.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";

const BACK = "/admin/management/interviews";
const interviewLink = (env: { PUBLIC_BASE_URL?: string }, token: string) =>
  `${publicBaseUrl(env)}/interview/${token}`;

/**
 * 'Interviews' tab (docs/product.md#admin-panel-interviews): 'Start Interview' makes a tokenised link (only once the
 * startup data has a company name), the link dialog after creating one, the company's
 * interviews, and with `?interview=ID` one interview's answers. Another company's id is a 404.
 */
export const interviewsTab = {
  async load({ context, member, url }) {
    const asOf = new Date();
    const id = url.searchParams.get("interview");
    if (id !== null) {
      const interview = await getCompanyInterview(context.db, member.company.id, id.slice(0, 100), asOf);
      if (!interview) throw new Response("Not Found", { status: 404 });
      return {
        view: "detail" as const,
        interview: {
          id: interview.id,
          token: interview.token,
          status: interview.status,
          invitedAt: interview.invitedAt,
          startedAt: interview.startedAt,
          completedAt: interview.completedAt,
          total: interview.questions?.length ?? 0,
          link: interviewLink(context.cloudflare.env, interview.token),
        },
        responses: interview.responses.map((r) => ({
          number: r.questionNumber,
          question: r.question,
          answer: r.answer,
        })),
      };
    }
    const [companyName, interviews] = await Promise.all([
      interviewCompanyName(context.db, member.company.id),
      listInterviews(context.db, member.company.id, asOf),
    ]);
    const createdId = url.searchParams.get("created");
    const created = createdId ? interviews.find((i) => i.id === createdId) : undefined;
    return {
      view: "list" as const,
      canCreate: companyName !== null,
      createdLink: created ? interviewLink(context.cloudflare.env, created.token) : null,
      // The list shows tokens truncated (docs/product.md#admin-panel-interviews); the full link only in the dialog and the detail.
      interviews: interviews.map(({ token, ...rest }) => ({ ...rest, tokenPrefix: truncateToken(token) })),
    };
  },
  actions: {
    async "interview.create"({ request, context, member }: ActionContext) {
      if ((await interviewCompanyName(context.db, member.company.id)) === null) {
        return data(
          { intent: "interview.create" as const, error: INTERVIEW_ADMIN_TEXTS.noCompanyTitle },
          { status: 400 },
        );
      }
      let created;
      try {
        created = await createInterview(context.db, member.company.id, new Date());
      } catch (error) {
        console.error("interview create failed", error);
        return data(
          { intent: "interview.create" as const, error: INTERVIEW_ADMIN_TEXTS.createFailed },
          { status: 500 },
        );
      }
      return redirectWithToast(context.toasts, request, `${BACK}?created=${created.id}`, {
        title: INTERVIEW_ADMIN_TEXTS.linkCreated,
        description: INTERVIEW_ADMIN_TEXTS.linkCreatedBody,
      });
    },
  },
} satisfies ManagementTab;
