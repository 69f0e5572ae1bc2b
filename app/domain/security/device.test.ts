import { describe, expect, it } from "vitest";

import {
  DEVICE_MAX_ACCOUNTS,
  DEVICE_MAX_COMPANIES,
  deviceValue,
  knownFor,
  readDevice,
  trustAccount,
  trustCompany,
} from "./device";

const ID = "AAAAAAAAAAAAAAAAAAAAAA";
const tag = (n: number) => `${String(n).padStart(2, "0")}${"a".repeat(30)}`;
const company = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("device cookie", () => {
  it("starts a device at the first sign-in, names the account, and round-trips through the cookie value", () => {
    const device = trustAccount(null, tag(1), ID);
    expect(device).toEqual({ id: ID, accounts: [tag(1)], companies: [] });
    expect(readDevice(deviceValue(device))).toEqual(device);
    expect(knownFor(device, "account", tag(1))).toBe(ID);
    expect(knownFor(device, "account", tag(2))).toBeNull();
    expect(knownFor(device, "company", tag(1))).toBeNull();
  });

  it("keeps its id, puts the newest account first and keeps a handful", () => {
    let device = trustAccount(null, tag(0), ID);
    for (let i = 1; i <= DEVICE_MAX_ACCOUNTS + 2; i++)
      device = trustAccount(device, tag(i), "BBBBBBBBBBBBBBBBBBBBBB");
    expect(device.id).toBe(ID);
    expect(device.accounts).toHaveLength(DEVICE_MAX_ACCOUNTS);
    expect(device.accounts[0]).toBe(tag(DEVICE_MAX_ACCOUNTS + 2));
    expect(knownFor(device, "account", tag(0))).toBeNull();
    // Signing in again moves the account to the front, never twice in the list.
    device = trustAccount(device, tag(DEVICE_MAX_ACCOUNTS), ID);
    expect(device.accounts.filter((a) => a === tag(DEVICE_MAX_ACCOUNTS))).toHaveLength(1);
    expect(device.accounts[0]).toBe(tag(DEVICE_MAX_ACCOUNTS));
  });

  it("remembers the companies whose code was entered, separately from accounts", () => {
    let device = trustCompany(null, company(1), ID);
    device = trustAccount(device, tag(1), "unused-unused-unused");
    expect(knownFor(device, "company", company(1))).toBe(ID);
    expect(knownFor(device, "account", tag(1))).toBe(ID);
    for (let i = 2; i <= DEVICE_MAX_COMPANIES + 1; i++) device = trustCompany(device, company(i), ID);
    expect(device.companies).toHaveLength(DEVICE_MAX_COMPANIES);
    expect(knownFor(device, "company", company(1))).toBeNull();
  });

  it("reads nothing malformed as a device", () => {
    for (const raw of [
      null,
      "x",
      [],
      { id: "short" },
      { id: ID, a: "x" },
      { id: ID, a: [1] },
      { id: ID, c: ["bad id!"] },
      { id: ID, a: Array.from({ length: 6 }, (_, i) => tag(i)) },
    ]) {
      expect(readDevice(raw)).toBeNull();
    }
    expect(readDevice({ id: ID })).toEqual({ id: ID, accounts: [], companies: [] });
  });
});
