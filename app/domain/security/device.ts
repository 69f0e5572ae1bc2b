/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): issued to
 * a browser when it signs in to an account or enters a company's access code, it names that
 * account (by a tag of its e-mail address, never the address itself) or that company. A
 * browser that shows it is a known device and gets a throttle budget of its own, so guesses
 * from elsewhere never lock it out (docs/decisions/034-budgets-and-throttles.md).
 */

export type Device = {
  /** A random id: each browser's own budget. */
  id: string;
  /** Tags of the accounts that signed in on it, newest first. */
  accounts: string[];
  /** The companies whose access code was entered on it, newest first. */
  companies: string[];
};

/** Kept small: the cookie travels with every request. */
export const DEVICE_MAX_ACCOUNTS = 5;
export const DEVICE_MAX_COMPANIES = 20;
/** How long a device stays known without signing in again. */
export const DEVICE_DAYS = 180;

const ID = /^[0-9A-Za-z_-]{16,64}$/;

const list = (value: unknown, max: number): string[] | null => {
  if (!Array.isArray(value) || value.length > max) return null;
  return value.every((v) => typeof v === "string" && ID.test(v)) ? (value as string[]) : null;
};

/** The device a (signed, already verified) cookie value describes, or null when it is malformed. */
export function readDevice(raw: unknown): Device | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const { id, a, c } = raw as Record<string, unknown>;
  if (typeof id !== "string" || !ID.test(id)) return null;
  const accounts = list(a ?? [], DEVICE_MAX_ACCOUNTS);
  const companies = list(c ?? [], DEVICE_MAX_COMPANIES);
  return accounts && companies ? { id, accounts, companies } : null;
}

/** The cookie's value: short field names. */
export const deviceValue = (device: Device) => ({ id: device.id, a: device.accounts, c: device.companies });

const remember = (items: readonly string[], item: string, max: number) =>
  [item, ...items.filter((x) => x !== item)].slice(0, max);

/** The device after a successful sign-in to `account` (`freshId` names a device seen for the first time). */
export function trustAccount(device: Device | null, account: string, freshId: string): Device {
  const base = device ?? { id: freshId, accounts: [], companies: [] };
  return { ...base, accounts: remember(base.accounts, account, DEVICE_MAX_ACCOUNTS) };
}

/** The device after a right access code of `companyId`. */
export function trustCompany(device: Device | null, companyId: string, freshId: string): Device {
  const base = device ?? { id: freshId, accounts: [], companies: [] };
  return { ...base, companies: remember(base.companies, companyId, DEVICE_MAX_COMPANIES) };
}

/** The device's id when it is known for the account (or company), else null. */
export const knownFor = (device: Device | null, kind: "account" | "company", tag: string): string | null =>
  device && (kind === "account" ? device.accounts : device.companies).includes(tag) ? device.id : null;
