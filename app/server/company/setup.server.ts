import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { SETUP_TEXTS as T } from "../../copy/auth/setup-texts";
import { AUTH_TEXTS } from "../../copy/auth/texts";
import { throttleMessage } from "../../copy/auth/throttle-texts";
import { firstVisitTarget, SETUP_PER_ADDRESS, setupTokenUsable } from "../../domain/auth/setup";
import { SetupSchema } from "../../schemas/setup";
import { startSession } from "../auth/auth.server";
import { hashSecret } from "../auth/password.server";
import { readForm } from "../platform/form.server";
import { attemptSucceeded, clientAddress, countAttempt } from "../platform/throttle.server";
import { toastHeader } from "../platform/toast.server";
import { errorText, SlugUnavailable, withCompanySlug } from "./companies.server";

async function hasUsers(db: Db): Promise<boolean> {
  const row = await db.get<{ present: number }>(sql`SELECT EXISTS (SELECT 1 FROM users) AS present`);
  return Boolean(row?.present);
}

/** `/`: the configured company, else the first one, else setup (nobody yet) or the sign-in — in one read. */
export async function firstVisitPath(db: Db, configuredSlug: string | undefined): Promise<string> {
  const row = await db.get<{ configured: string | null; first: string | null; hasUsers: number }>(sql`
    SELECT (SELECT slug FROM companies WHERE slug = ${configuredSlug ?? null}) AS configured,
           (SELECT slug FROM companies ORDER BY created_at, rowid LIMIT 1) AS first,
           EXISTS (SELECT 1 FROM users) AS hasUsers`);
  return firstVisitTarget({
    configured: row?.configured ?? null,
    first: row?.first ?? null,
    hasUsers: Boolean(row?.hasUsers),
  });
}

/** Compares the posted token with the secret without leaking where they differ. */
async function sameToken(given: string, secret: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all(
    [given, secret.trim()].map(
      async (s) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(s))),
    ),
  );
  let diff = 0;
  for (let i = 0; i < a!.length; i++) diff |= a![i]! ^ b![i]!;
  return diff === 0;
}

/** Once anyone has an account the page is gone: the same 404 as any unknown path. */
const gone = () => new Response("Not Found", { status: 404 });

/** GET /setup: the form while the install has no user. */
export async function setupLoader({ context }: LoaderFunctionArgs) {
  if (await hasUsers(context.db)) throw gone();
  return {
    configured: setupTokenUsable(context.env.SETUP_TOKEN),
    allowRegistration: context.env.ALLOW_REGISTRATION,
  };
}

const refusal = (message: string, status: number, fields: Record<string, string[]> = {}) =>
  data({ result: { status: "error" as const, error: { "": [message], ...fields } } }, { status });

type Created = { ok: true; userId: string } | { ok: false; reason: "closed" | "slug" };

/**
 * The first user, their company and the owner membership in one batch (one transaction), each
 * insert guarded so that it only happens while no other user exists: two setups at once
 * create one owner, never two.
 */
async function createFirstOwner(
  d1: D1Database,
  db: Db,
  owner: { email: string; fullName: string; companyName: string; password: string },
): Promise<Created> {
  const passwordHash = await hashSecret(owner.password);
  const userId = crypto.randomUUID();
  const companyId = crypto.randomUUID();
  const onlyUser = "(SELECT count(*) FROM users) = 1 AND EXISTS (SELECT 1 FROM users WHERE id = ?1)";
  try {
    await withCompanySlug(db, owner.companyName, (slug) =>
      d1.batch([
        d1
          .prepare(
            "INSERT INTO users (id, email, full_name, password_hash, email_verified_at) SELECT ?1, ?2, ?3, ?4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE NOT EXISTS (SELECT 1 FROM users)",
          )
          .bind(userId, owner.email, owner.fullName, passwordHash),
        d1
          .prepare(`INSERT INTO companies (id, slug, name) SELECT ?2, ?3, ?4 WHERE ${onlyUser}`)
          .bind(userId, companyId, slug, owner.companyName),
        d1
          .prepare(
            `INSERT INTO memberships (user_id, company_id, role) SELECT ?1, ?2, 'owner' WHERE ${onlyUser}`,
          )
          .bind(userId, companyId),
      ]),
    );
  } catch (error) {
    if (error instanceof SlugUnavailable) return { ok: false, reason: "slug" };
    // A user written meanwhile with the same address: the install is no longer empty.
    if (errorText(error).includes("users.email")) return { ok: false, reason: "closed" };
    throw error;
  }
  const row = await db.get<{ owner: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId} AND company_id = ${companyId}) AS owner`,
  );
  return row?.owner ? { ok: true, userId } : { ok: false, reason: "closed" };
}

/**
 * POST /setup: creates the first owner when the token matches SETUP_TOKEN. Refused (and
 * nothing written) once any user exists (404, as the page), without a usable token (403), with malformed
 * fields (400), a wrong token (403, counted against the address) or too many tries (429).
 */
export async function setupAction({ request, context }: ActionFunctionArgs) {
  if (await hasUsers(context.db)) throw gone();
  if (!setupTokenUsable(context.env.SETUP_TOKEN)) return refusal(T.setupDisabled, 403);
  const form = await readForm(request, "nl");
  const submission = parseWithZod(form, { schema: SetupSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password", "token"] }) }, { status: 400 });

  const throttle = [{ key: `setup:addr:${clientAddress(request)}`, policy: SETUP_PER_ADDRESS }];
  const attempt = await countAttempt(context.db, throttle);
  if (!attempt.allowed) return refusal(throttleMessage(attempt.remainingMs), 429);
  if (!(await sameToken(submission.value.token, context.env.SETUP_TOKEN))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { token: [T.wrongToken] },
          hideFields: ["password", "token"],
        }),
      },
      { status: 403 },
    );
  }

  const created = await createFirstOwner(context.cloudflare.env.DB, context.db, submission.value);
  if (!created.ok) {
    if (created.reason === "closed") throw gone();
    return refusal(AUTH_TEXTS.companyNotCreated, 409);
  }
  await attemptSucceeded(context.db, attempt);
  return signedInAsOwner(context, request, created.userId);
}

async function signedInAsOwner(context: AppLoadContext, request: Request, userId: string) {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(context, userId, request));
  headers.append("Set-Cookie", await toastHeader(context.toasts, request, T.created));
  return redirect("/admin/dashboard", { headers });
}
