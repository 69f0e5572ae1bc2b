import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { callRequests, documentRequests, memberships, users } from "../../db/schema";
import type { MailMessage } from "./queues/messages";
import type { RenderedMail } from "../domain/mail/html";
import { renderCallRequestMail, renderDocumentRequestMail } from "../domain/mail/request";
import type { CallRequestInput, DocumentRequestInput } from "../schemas/requests";
import { enqueueMails, type NotificationQueue } from "./mail/queue.server";

type Company = { id: string; name: string };

/** The company's members (its admins) who receive request mails. */
export async function listCompanyAdmins(db: Db, companyId: string) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId));
}

async function mailAdmins(db: Db, queue: NotificationQueue, company: Company, requestId: string, mailKind: string, mail: RenderedMail) {
  const admins = await listCompanyAdmins(db, company.id);
  const messages: MailMessage[] = admins.map((admin) => ({
    kind: "mail",
    companyId: company.id,
    to: admin.email,
    ...mail,
    idempotencyKey: `request:${requestId}:to:${admin.userId}`,
    mailKind,
  }));
  await enqueueMails(queue, messages);
}

const adminRequestsUrl = (baseUrl: string) => `${new URL(baseUrl).origin}/admin/management?tab=requests`;

/**
 * Stores a document request for the company and mails each of its admins. The row is the
 * record (the admin panel lists it), so a failed enqueue is logged, not reported as a lost request.
 */
export async function createDocumentRequest(
  db: Db,
  queue: NotificationQueue,
  opts: { company: Company; input: Pick<DocumentRequestInput, "type" | "name" | "email" | "company" | "message">; baseUrl: string },
) {
  const { company, input } = opts;
  const [row] = await db
    .insert(documentRequests)
    .values({ companyId: company.id, type: input.type, name: input.name, email: input.email, company: input.company, message: input.message })
    .returning({ id: documentRequests.id });
  const mail = renderDocumentRequestMail({ companyName: company.name, request: input, adminUrl: adminRequestsUrl(opts.baseUrl) });
  try {
    await mailAdmins(db, queue, company, row!.id, "document-request", mail);
  } catch (error) {
    console.error("document request stored, admin mail not enqueued", row!.id, error);
  }
  return row!;
}

/** Stores a call request for the company and mails each of its admins (see createDocumentRequest). */
export async function createCallRequest(
  db: Db,
  queue: NotificationQueue,
  opts: { company: Company; input: Pick<CallRequestInput, "name" | "email" | "company" | "message" | "preferredTime">; baseUrl: string },
) {
  const { company, input } = opts;
  const [row] = await db
    .insert(callRequests)
    .values({ companyId: company.id, name: input.name, email: input.email, company: input.company, message: input.message, preferredTime: input.preferredTime })
    .returning({ id: callRequests.id });
  const mail = renderCallRequestMail({ companyName: company.name, request: input, adminUrl: adminRequestsUrl(opts.baseUrl) });
  try {
    await mailAdmins(db, queue, company, row!.id, "call-request", mail);
  } catch (error) {
    console.error("call request stored, admin mail not enqueued", row!.id, error);
  }
  return row!;
}

const LIST_LIMIT = 200;

/** The company's document and call requests, newest first. */
export async function listRequests(db: Db, companyId: string) {
  const [documents, calls] = await Promise.all([
    db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.companyId, companyId))
      .orderBy(desc(documentRequests.createdAt))
      .limit(LIST_LIMIT),
    db.select().from(callRequests).where(eq(callRequests.companyId, companyId)).orderBy(desc(callRequests.createdAt)).limit(LIST_LIMIT),
  ]);
  return { documentRequests: documents, callRequests: calls };
}
