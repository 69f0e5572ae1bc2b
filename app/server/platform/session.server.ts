import { createSessionStorage, type SessionStorage } from "@remix-run/cloudflare";
import { and, eq, gt, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { sessions } from "../../../db/schema";
import { idleCutoff, SESSION_ABSOLUTE_MS } from "../../domain/auth/sessions";
import { safeCookie } from "./cookie.server";

/** `userAgent` and `companyId` are written to their own columns when the session is created. */
export type SessionData = { userId: string; userAgent?: string; companyId?: string };
export type AppSessionStorage = SessionStorage<SessionData> & {
  /** The session id in a Cookie header with a valid signature, or null. */
  sessionIdOf(cookieHeader: string | null): Promise<string | null>;
};

const SESSION_DAYS = SESSION_ABSOLUTE_MS / (24 * 60 * 60 * 1000);

/**
 * Sessions live in D1; the cookie carries only the signed session id. Logging out deletes
 * the row, so a copied cookie stops working at once. A session ends 30 days after sign-in
 * (`expires_at`) or 7 days after its last use (`last_seen_at`, app/domain/auth/sessions.ts).
 */
export function createSessionStorageFor(db: Db, secret: string, secure: boolean): AppSessionStorage {
  const cookie = safeCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [secret],
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
  const expiry = (expires?: Date) =>
    (expires ?? new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000)).toISOString();

  const storage = createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      const { userAgent, companyId, ...rest } = data;
      const now = new Date().toISOString();
      const [row] = await db
        .insert(sessions)
        .values({
          data: rest,
          userId: (rest.userId as string | undefined) ?? null,
          expiresAt: expiry(expires),
          lastSeenAt: now,
          userAgent: typeof userAgent === "string" ? userAgent.slice(0, 400) : null,
          companyId: typeof companyId === "string" ? companyId : null,
        })
        .returning({ id: sessions.id });
      return row!.id;
    },
    async readData(id) {
      const now = new Date();
      const row = await db.query.sessions.findFirst({
        where: and(
          eq(sessions.id, id),
          gt(sessions.expiresAt, now.toISOString()),
          gt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`, idleCutoff(now)),
        ),
      });
      return (row?.data as Partial<SessionData> | undefined) ?? null;
    },
    // The absolute end stays where the sign-in put it.
    async updateData(id, data) {
      const { userAgent: _ua, companyId: _company, ...rest } = data;
      await db
        .update(sessions)
        .set({ data: rest, userId: (rest.userId as string | undefined) ?? null })
        .where(eq(sessions.id, id));
    },
    async deleteData(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  });
  return {
    ...storage,
    async sessionIdOf(cookieHeader) {
      const id: unknown = await cookie.parse(cookieHeader);
      return typeof id === "string" && id !== "" ? id : null;
    },
  };
}
