import { describe, expect, it } from "vitest";

import { isAssignableRole, mayChangeData, mayManageTeam, teamChangeRefusal } from "./roles";

describe("roles", () => {
  it("viewers change nothing; only the owner manages the team", () => {
    expect([mayChangeData("owner"), mayChangeData("admin"), mayChangeData("viewer")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([mayManageTeam("owner"), mayManageTeam("admin"), mayManageTeam("viewer")]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("gives by invitation or change only admin or viewer", () => {
    expect(isAssignableRole("admin")).toBe(true);
    expect(isAssignableRole("viewer")).toBe(true);
    expect(isAssignableRole("owner")).toBe(false);
    expect(isAssignableRole("constructor")).toBe(false);
  });

  it("lets the owner change others, never themselves or the owner, and no one else anything", () => {
    const owner = { userId: "o", role: "owner" as const };
    expect(teamChangeRefusal(owner, { userId: "a", role: "admin" })).toBeNull();
    expect(teamChangeRefusal(owner, { userId: "o", role: "owner" })).toBe("self");
    expect(teamChangeRefusal(owner, null)).toBe("notMember");
    expect(teamChangeRefusal({ userId: "a", role: "admin" }, { userId: "v", role: "viewer" })).toBe(
      "notOwner",
    );
    expect(teamChangeRefusal(owner, { userId: "x", role: "owner" })).toBe("targetIsOwner");
  });
});
