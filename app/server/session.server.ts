import { createSessionStorage, type SessionStorage } from "@remix-run/cloudflare";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db";
import { sessions } from "../../db/schema";
import { isolateCookie } from "./isolate-cookie.server";

export type SessionData = { userId: string };
export type AppSessionStorage = SessionStorage<SessionData> & {
  /** The session id in a Cookie header with a valid signature, or null. */
  sessionIdOf(cookieHeader: string | null): Promise<string | null>;
};

const SESSION_DAYS = 30;

/**
 * Sessions live in D1; the cookie carries only the signed session id. Logging out deletes
 * the row, so a copied cookie stops working at once.
 */
export function createSessionStorageFor(db: Db, secret: string, secure: boolean): AppSessionStorage {
  const cookie = isolateCookie("__session", {
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
      const [row] = await db
        .insert(sessions)
        .values({ data, userId: (data.userId as string | undefined) ?? null, expiresAt: expiry(expires) })
        .returning({ id: sessions.id });
      return row!.id;
    },
    async readData(id) {
      const row = await db.query.sessions.findFirst({
        where: and(eq(sessions.id, id), gt(sessions.expiresAt, new Date().toISOString())),
      });
      return (row?.data as Partial<SessionData> | undefined) ?? null;
    },
    async updateData(id, data, expires) {
      await db
        .update(sessions)
        .set({ data, userId: (data.userId as string | undefined) ?? null, expiresAt: expiry(expires) })
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
