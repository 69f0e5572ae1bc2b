/**
 * The device cookie (`__device`, signed with SESSION_SECRET, HttpOnly, 180 days): the browsers
 * that signed in to an account, or entered a company's access code, before. The sign-in and
 * the gate count a known device's attempts on its own key, so guesses from other devices never
 * lock it out (app/domain/security/device.ts; docs/decisions/034-budgets-and-throttles.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import { base64Url, toHex } from "../../domain/investors/links";
import {
  type Device,
  DEVICE_DAYS,
  deviceValue,
  knownFor,
  readDevice,
  trustAccount,
  trustCompany,
} from "../../domain/security/device";
import { safeCookie } from "./cookie.server";

function deviceCookie(context: AppLoadContext, request: Request) {
  return safeCookie("__device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    secrets: [context.env.SESSION_SECRET],
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}

/** The request's device, or null when it has no (valid) device cookie. */
export async function readDeviceCookie(request: Request, context: AppLoadContext): Promise<Device | null> {
  try {
    return readDevice(await deviceCookie(context, request).parse(request.headers.get("Cookie")));
  } catch {
    // A malformed cookie is no device.
    return null;
  }
}

const freshId = () => base64Url(crypto.getRandomValues(new Uint8Array(16)));

/** The account's tag in the cookie and the throttle keys: not the e-mail address itself. */
export async function accountTag(email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`account:${email.trim().toLowerCase()}`),
  );
  return toHex(digest).slice(0, 32);
}

/** The device id when this browser signed in to the account before; null for an unknown device. */
export async function knownDeviceForAccount(
  request: Request,
  context: AppLoadContext,
  email: string,
): Promise<string | null> {
  return knownFor(await readDeviceCookie(request, context), "account", await accountTag(email));
}

/** The device id when this browser entered the company's code before; null for an unknown device. */
export async function knownDeviceForCompany(
  request: Request,
  context: AppLoadContext,
  companyId: string,
): Promise<string | null> {
  return knownFor(await readDeviceCookie(request, context), "company", companyId);
}

/** The Set-Cookie that makes this browser a known device of the account (after a successful sign-in). */
export async function trustDeviceForAccount(
  request: Request,
  context: AppLoadContext,
  email: string,
): Promise<string> {
  const device = trustAccount(await readDeviceCookie(request, context), await accountTag(email), freshId());
  return deviceCookie(context, request).serialize(deviceValue(device));
}

/** The Set-Cookie that makes this browser a known device of the company (after a right access code). */
export async function trustDeviceForCompany(
  request: Request,
  context: AppLoadContext,
  companyId: string,
): Promise<string> {
  const device = trustCompany(await readDeviceCookie(request, context), companyId, freshId());
  return deviceCookie(context, request).serialize(deviceValue(device));
}
