/**
 * What a member's role allows (docs/decisions/036-accounts-and-team.md):
 * - owner: everything, and alone manages the team (invitations, roles, removal, ownership,
 *   requiring two-factor sign-in); a company has exactly one owner;
 * - admin: everything but the team;
 * - viewer: reads everything, changes nothing (every post to a members' route is refused).
 * Everyone manages their own account (password, sessions, two-factor sign-in).
 */
export type Role = "owner" | "admin" | "viewer";
export const ROLES: readonly Role[] = ["owner", "admin", "viewer"];
/** The roles an invitation or a role change can give (ownership is transferred, never given). */
export const ASSIGNABLE_ROLES: readonly Role[] = ["admin", "viewer"];

export function mayChangeData(role: Role): boolean {
  return role !== "viewer";
}

export function mayManageTeam(role: Role): boolean {
  return role === "owner";
}

export function isAssignableRole(value: unknown): value is "admin" | "viewer" {
  return value === "admin" || value === "viewer";
}

type Party = { userId: string; role: Role };
export type TeamRefusal = "notOwner" | "self" | "notMember" | "targetIsOwner";

/**
 * Whether `actor` may remove `target`, change their role or hand them the ownership: only the
 * owner, never on themselves, never on the owner (there is one; it changes only by transfer).
 */
export function teamChangeRefusal(actor: Party, target: Party | null): TeamRefusal | null {
  if (!mayManageTeam(actor.role)) return "notOwner";
  if (!target) return "notMember";
  if (target.userId === actor.userId) return "self";
  if (target.role === "owner") return "targetIsOwner";
  return null;
}
