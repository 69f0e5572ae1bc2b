/**
 * Two-factor sign-in with TOTP (RFC 6238; the pure parts in app/domain/auth/totp.ts): setting
 * it up, the code step after the password, recovery codes, and switching it off. The secret is
 * stored AES-GCM encrypted with a key derived (HKDF) from SESSION_SECRET, so a copy of the
 * database alone gives no codes; recovery codes are stored as SHA-256 hashes.
 *
 * The step after the password is its own module and route (/admin/two-factor): the password
 * check in the login path only hands the account over to `afterPasswordStep`.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { recoveryCodes, users } from "../../../db/schema";
import { TWO_FACTOR_PER_ACCOUNT } from "../../domain/auth/account-limits";
import {
  base32Decode,
  base32Encode,
  candidateSteps,
  counterBytes,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  TOTP_SECRET_BYTES,
  truncate,
} from "../../domain/auth/totp";
import { toHex } from "../../domain/investors/links";
import { safeCookie } from "../platform/cookie.server";
import { attemptSucceeded, countAttempt } from "../platform/throttle.server";

const encoder = new TextEncoder();

/* ------------------------------------------------------------------ the secret at rest */

function secretKey(sessionSecret: string): Promise<CryptoKey> {
  return crypto.subtle
    .importKey("raw", encoder.encode(sessionSecret), "HKDF", false, ["deriveKey"])
    .then((base) =>
      crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: encoder.encode("totp-secret"), info: encoder.encode("v1") },
        base,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      ),
    );
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function sealSecret(secret: string, sessionSecret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      await secretKey(sessionSecret),
      encoder.encode(secret),
    ),
  );
  return `v1.${b64(iv)}.${b64(sealed)}`;
}

async function openSecret(stored: string, sessionSecret: string): Promise<string | null> {
  const [version, iv, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: unb64(iv) },
      await secretKey(sessionSecret),
      unb64(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ codes */

/** The HOTP code of a step for a base32 secret (HMAC-SHA1 through WebCrypto). */
export async function totpCode(secret: string, step: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    base32Decode(secret) as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  return truncate(new Uint8Array(await crypto.subtle.sign("HMAC", key, counterBytes(step))));
}

/** The step a code belongs to (now, or one step either side), or null. */
async function matchingStep(secret: string, code: string, asOfMs: number): Promise<number | null> {
  for (const step of candidateSteps(asOfMs)) if ((await totpCode(secret, step)) === code) return step;
  return null;
}

async function hashRecoveryCode(userId: string, code: string) {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(`${userId}:${code}`)));
}

/** Ten new recovery codes for the account (the old ones are deleted); returns them in clear, once. */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(crypto.getRandomValues(new Uint8Array(10))),
  );
  const rows = await Promise.all(
    codes.map(async (code) => ({ userId, codeHash: await hashRecoveryCode(userId, code) })),
  );
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(rows),
  ]);
  return codes;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

/* ------------------------------------------------------------------ setting up */

export type TwoFactorState = { enabled: boolean; pendingSecret: string | null; recoveryLeft: number };

export async function twoFactorState(db: Db, userId: string, sessionSecret: string): Promise<TwoFactorState> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { totpSecret: true, totpEnabledAt: true },
  });
  const enabled = !!user?.totpEnabledAt;
  const pendingSecret =
    !enabled && user?.totpSecret ? await openSecret(user.totpSecret, sessionSecret) : null;
  return { enabled, pendingSecret, recoveryLeft: enabled ? await recoveryCodesLeft(db, userId) : 0 };
}

/** A new secret being set up (not yet asked at sign-in); replaces any earlier one being set up. */
export async function beginSetup(db: Db, userId: string, sessionSecret: string): Promise<string | null> {
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
  const updated = await db
    .update(users)
    .set({ totpSecret: await sealSecret(secret, sessionSecret), totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return updated.length ? secret : null;
}

export async function cancelSetup(db: Db, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
}

/**
 * Accepts a step's code once: the account's last accepted step moves forward in one
 * conditional update, so the same code (or an older one) never works a second time.
 */
async function useStep(db: Db, userId: string, step: number, enable: boolean): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await db
    .update(users)
    .set(enable ? { totpLastStep: step, totpEnabledAt: now } : { totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type CodeCheck =
  { ok: true } | { ok: false; reason: "format" | "wrong" | "throttled"; remainingMs?: number };

async function checkCode(
  db: Db,
  userId: string,
  secret: string | null,
  input: string,
  enable: boolean,
  asOfMs = Date.now(),
): Promise<CodeCheck> {
  const code = normalizeTotpCode(input);
  if (!code) return { ok: false, reason: "format" };
  const throttle = [{ key: `2fa:user:${userId}`, policy: TWO_FACTOR_PER_ACCOUNT }];
  const attempt = await countAttempt(db, throttle);
  if (!attempt.allowed) return { ok: false, reason: "throttled", remainingMs: attempt.remainingMs };
  const step = secret ? await matchingStep(secret, code, asOfMs) : null;
  if (step === null || !(await useStep(db, userId, step, enable))) return { ok: false, reason: "wrong" };
  await attemptSucceeded(
    db,
    attempt,
    throttle.map((t) => t.key),
  );
  return { ok: true };
}

/** Confirms the secret being set up with a code from the app: two-factor sign-in is on, and the recovery codes are made. */
export async function confirmSetup(
  db: Db,
  userId: string,
  sessionSecret: string,
  input: string,
): Promise<(CodeCheck & { ok: false }) | { ok: true; codes: string[] }> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { totpSecret: true, totpEnabledAt: true },
  });
  const secret =
    user?.totpSecret && !user.totpEnabledAt ? await openSecret(user.totpSecret, sessionSecret) : null;
  const check = await checkCode(db, userId, secret, input, true);
  if (!check.ok) return check;
  return { ok: true, codes: await newRecoveryCodes(db, userId) };
}

export async function disableTwoFactor(db: Db, userId: string) {
  await db.batch([
    db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
}

/* ------------------------------------------------------------------ the step after the password */

const PENDING_MS = 10 * 60_000;
type Pending = { u: string; e: number; r: string };

function pendingCookie(context: AppLoadContext) {
  return safeCookie("__two_factor", {
    httpOnly: true,
    sameSite: "lax",
    path: "/admin",
    // Secure over https: set when the cookie is written.
    secrets: [context.env.SESSION_SECRET],
    maxAge: PENDING_MS / 1000,
  });
}

/**
 * Called after a correct password: an account with two-factor sign-in gets no session yet but
 * a signed, short-lived cookie naming it, and goes to the code step; null for everyone else.
 */
export async function afterPasswordStep(
  context: AppLoadContext,
  userId: string,
  redirectTo: string,
  request: Request,
): Promise<Response | null> {
  const user = await context.db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { totpEnabledAt: true },
  });
  if (!user?.totpEnabledAt) return null;
  const cookie = pendingCookie(context);
  const value: Pending = { u: userId, e: Date.now() + PENDING_MS, r: redirectTo };
  const secure = new URL(request.url).protocol === "https:";
  return redirect("/admin/two-factor", {
    headers: { "Set-Cookie": await cookie.serialize(value, { secure }) },
  });
}

/** The account waiting at the code step and where it goes afterwards, or null (none, or expired). */
export async function pendingSignIn(
  request: Request,
  context: AppLoadContext,
): Promise<{ userId: string; redirectTo: string } | null> {
  const value = (await pendingCookie(context).parse(
    request.headers.get("Cookie"),
  )) as Partial<Pending> | null;
  if (
    !value ||
    typeof value.u !== "string" ||
    typeof value.e !== "number" ||
    typeof value.r !== "string" ||
    value.e < Date.now()
  )
    return null;
  return { userId: value.u, redirectTo: value.r };
}

export async function clearPendingSignIn(context: AppLoadContext, request: Request): Promise<string> {
  const secure = new URL(request.url).protocol === "https:";
  return pendingCookie(context).serialize("", { maxAge: 0, secure });
}

/** Checks the code (or a recovery code) of the account waiting at the code step. */
export async function verifySignInCode(
  db: Db,
  userId: string,
  sessionSecret: string,
  input: { code: string; recoveryCode: string },
): Promise<(CodeCheck & { ok: false }) | { ok: true; recoveryLeft: number | null }> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { totpSecret: true, totpEnabledAt: true },
  });
  if (!user?.totpEnabledAt || !user.totpSecret) return { ok: false, reason: "wrong" };
  if (input.code.trim()) {
    const check = await checkCode(
      db,
      userId,
      await openSecret(user.totpSecret, sessionSecret),
      input.code,
      false,
    );
    return check.ok ? { ok: true, recoveryLeft: null } : check;
  }
  const code = normalizeRecoveryCode(input.recoveryCode);
  if (!code) return { ok: false, reason: "format" };
  const throttle = [{ key: `2fa:user:${userId}`, policy: TWO_FACTOR_PER_ACCOUNT }];
  const attempt = await countAttempt(db, throttle);
  if (!attempt.allowed) return { ok: false, reason: "throttled", remainingMs: attempt.remainingMs };
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await hashRecoveryCode(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used.length) return { ok: false, reason: "wrong" };
  await attemptSucceeded(
    db,
    attempt,
    throttle.map((t) => t.key),
  );
  return { ok: true, recoveryLeft: await recoveryCodesLeft(db, userId) };
}
