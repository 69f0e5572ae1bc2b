import { data } from "@remix-run/cloudflare";

import { TEAM_REFUSALS, TEAM_TEXTS as T } from "../../copy/admin/team-texts";
import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { INVITES_PER_COMPANY } from "../../domain/auth/account-limits";
import { isAssignableRole, mayManageTeam, teamChangeRefusal } from "../../domain/auth/roles";
import { email as emailField } from "../../schemas/auth";
import {
  inviteMember,
  listMembers,
  listOpenInvites,
  memberOf,
  removeMember,
  revokeInvite,
  setRequireTwoFactor,
  setRole,
  transferOwnership,
} from "../auth/team.server";
import { publicBaseUrl } from "../mail/queue.server";
import { idOf } from "../platform/form.server";
import { countAttempt } from "../platform/throttle.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab, TabActionAnswer } from "./types";

const BACK = "/admin/management/team";

/** Team changes are the owner's alone; anyone else gets 403 with the reason. */
function refuse(intent: string, error: string, status = 403): TabActionAnswer {
  return data({ intent, error }, { status });
}

async function invite({ request, context, member, form }: ActionContext) {
  const intent = "team.invite";
  if (!mayManageTeam(member.role)) return refuse(intent, T.ownerOnly);
  const values = {
    email: String(form.get("email") ?? "").slice(0, 300),
    role: String(form.get("role") ?? "").slice(0, 20),
  };
  const email = emailField.safeParse(values.email);
  const errors: { email?: string; role?: string } = {};
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!isAssignableRole(values.role)) errors.role = T.invalidRole;
  if (!email.success || !isAssignableRole(values.role))
    return data({ intent, errors, values }, { status: 400 });
  const budget = await countAttempt(context.db, [
    { key: `team-invite:company:${member.company.id}`, policy: INVITES_PER_COMPANY },
  ]);
  if (!budget.allowed) return data({ intent, errors: { email: T.inviteBudget }, values }, { status: 429 });
  const outcome = await inviteMember(context.db, context.cloudflare.env.NOTIFICATIONS, {
    company: member.company,
    inviter: { id: member.user.id, fullName: member.user.fullName },
    email: email.data,
    role: values.role,
    baseUrl: publicBaseUrl(context.cloudflare.env),
  });
  if (!outcome.ok)
    return data(
      {
        intent,
        errors: { email: outcome.reason === "alreadyMember" ? T.alreadyMember : T.tooManyInvites },
        values,
      },
      { status: 409 },
    );
  return redirectWithToast(context.toasts, request, BACK, T.invited(email.data));
}

async function revoke({ request, context, member, form }: ActionContext) {
  const intent = "team.revoke";
  if (!mayManageTeam(member.role)) return refuse(intent, T.ownerOnly);
  const id = idOf(form);
  if (!id || !(await revokeInvite(context.db, member.company.id, id))) return refuse(intent, T.notFound, 404);
  return redirectWithToast(context.toasts, request, BACK, { title: T.revoked });
}

/** The member a team change is about, with the rule's verdict. */
async function target({ context, member, form }: ActionContext) {
  const id = idOf(form);
  const other = id ? await memberOf(context.db, member.company.id, id) : null;
  const refusal = teamChangeRefusal({ userId: member.user.id, role: member.role }, other);
  return { other, refusal };
}

async function remove(ctx: ActionContext) {
  const { other, refusal } = await target(ctx);
  if (refusal || !other)
    return refuse("team.remove", TEAM_REFUSALS[refusal ?? "notMember"], refusal === "notMember" ? 404 : 403);
  await removeMember(ctx.context.db, ctx.member.company.id, other.userId);
  return redirectWithToast(ctx.context.toasts, ctx.request, BACK, { title: T.removed(other.fullName) });
}

async function changeRole(ctx: ActionContext) {
  const role = ctx.form.get("role");
  if (!isAssignableRole(role)) return refuse("team.role", T.invalidRole, 400);
  const { other, refusal } = await target(ctx);
  if (refusal || !other)
    return refuse("team.role", TEAM_REFUSALS[refusal ?? "notMember"], refusal === "notMember" ? 404 : 403);
  await setRole(ctx.context.db, ctx.member.company.id, other.userId, role);
  return redirectWithToast(ctx.context.toasts, ctx.request, BACK, {
    title: T.roleChanged(other.fullName, role),
  });
}

async function transfer(ctx: ActionContext) {
  const { other, refusal } = await target(ctx);
  if (refusal || !other)
    return refuse(
      "team.transfer",
      TEAM_REFUSALS[refusal ?? "notMember"],
      refusal === "notMember" ? 404 : 403,
    );
  await transferOwnership(ctx.context.db, ctx.member.company.id, ctx.member.user.id, other.userId);
  return redirectWithToast(ctx.context.toasts, ctx.request, BACK, T.transferred(other.fullName));
}

async function requireTwoFactor({ request, context, member, form }: ActionContext) {
  const intent = "team.require-two-factor";
  if (!mayManageTeam(member.role)) return refuse(intent, T.ownerOnly);
  const on = form.get("requireTwoFactor") === "on";
  if (on && !member.twoFactor.enabled) return refuse(intent, T.ownTwoFactorFirst, 400);
  await setRequireTwoFactor(context.db, member.company.id, on);
  return redirectWithToast(context.toasts, request, BACK, {
    title: on ? T.twoFactorRequired : T.twoFactorOptional,
  });
}

/**
 * 'Team': the company's members and roles, open invitations, and (for the owner) inviting,
 * revoking, changing roles, removing, transferring the ownership and requiring two-factor sign-in.
 */
export const teamTab = {
  async load({ context, member }) {
    const owner = mayManageTeam(member.role);
    const [members, invites] = await Promise.all([
      listMembers(context.db, member.company.id),
      owner ? listOpenInvites(context.db, member.company.id) : Promise.resolve([]),
    ]);
    return {
      me: member.user.id,
      myRole: member.role,
      emailVerified: member.emailVerified,
      twoFactor: member.twoFactor,
      members,
      invites,
      readOnlyNotice: owner ? null : member.role === "viewer" ? ACCOUNT_TEXTS.readOnlyBanner : T.ownerOnly,
    };
  },
  actions: {
    "team.invite": invite,
    "team.revoke": revoke,
    "team.remove": remove,
    "team.role": changeRole,
    "team.transfer": transfer,
    "team.require-two-factor": requireTwoFactor,
  },
} satisfies ManagementTab;
