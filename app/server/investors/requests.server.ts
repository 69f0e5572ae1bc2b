import { and, desc, eq, getTableColumns } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  accessRequests,
  callRequests,
  documentRequests,
  investors,
  memberships,
  users,
} from "../../../db/schema";
import { REQUEST_MAIL_TEXTS } from "../../copy/mail/request-texts";
import type { RenderedMail } from "../../domain/mail/html";
import {
  renderAccessRequestMail,
  renderCallRequestMail,
  renderDocumentRequestMail,
} from "../../domain/mail/request";
import type { AccessRequestInput } from "../../schemas/access-request";
import type { CallRequestInput, DocumentRequestInput } from "../../schemas/requests";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import type { MailMessage } from "../queues/messages";
import { investorName } from "./investors.server";

type Company = { id: string; name: string };

/** The investor whose personal link's grant files a request (null: anyone with the code, or the team). */
type Filer = { investorId: string | null };

async function verifiedName(db: Db, companyId: string, filer: Filer) {
  return filer.investorId ? investorName(db, companyId, filer.investorId) : null;
}

/** The company's members (its admins) who receive request mails. */
export async function listCompanyAdmins(db: Db, companyId: string) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId));
}

async function mailAdmins(
  db: Db,
  queue: NotificationQueue,
  company: Company,
  requestId: string,
  mailKind: string,
  mail: RenderedMail,
) {
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

const adminRequestsUrl = (baseUrl: string) => `${new URL(baseUrl).origin}/admin/management/requests`;

/**
 * Mails each admin about a stored request (`render` gets the Admin Panel's link and the name of
 * the investor whose grant filed it). The row is the record (the admin panel lists it), so a
 * failed enqueue is logged, not reported as a lost request.
 */
async function mailAdminsAbout(
  db: Db,
  queue: NotificationQueue,
  opts: { company: Company; baseUrl: string } & Filer,
  request: { id: string; mailKind: "document-request" | "call-request" | "access-request" },
  render: (links: {
    adminUrl: string;
    verifiedInvestor: Awaited<ReturnType<typeof verifiedName>>;
  }) => RenderedMail,
) {
  const mail = render({
    adminUrl: adminRequestsUrl(opts.baseUrl),
    verifiedInvestor: await verifiedName(db, opts.company.id, opts),
  });
  try {
    await mailAdmins(db, queue, opts.company, request.id, request.mailKind, mail);
  } catch (error) {
    console.error(`${request.mailKind} stored, admin mail not enqueued`, request.id, error);
  }
}

/**
 * Stores a document request for the company and mails each of its admins (mailAdminsAbout).
 * It belongs to an investor only through `investorId`, the grant of their personal link: the
 * typed name and address are shown as typed, never matched to anyone.
 */
export async function createDocumentRequest(
  db: Db,
  queue: NotificationQueue,
  opts: {
    company: Company;
    input: Pick<DocumentRequestInput, "type" | "name" | "email" | "company" | "message">;
    baseUrl: string;
  } & Filer,
) {
  const { company, input } = opts;
  const [row] = await db
    .insert(documentRequests)
    .values({
      companyId: company.id,
      type: input.type,
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
      investorId: opts.investorId,
    })
    .returning({ id: documentRequests.id });
  await mailAdminsAbout(db, queue, opts, { id: row!.id, mailKind: "document-request" }, (links) =>
    renderDocumentRequestMail({
      companyName: company.name,
      request: input,
      ...links,
      texts: REQUEST_MAIL_TEXTS,
    }),
  );
  return row!;
}

/** Stores a call request for the company and mails each of its admins (see createDocumentRequest). */
export async function createCallRequest(
  db: Db,
  queue: NotificationQueue,
  opts: {
    company: Company;
    input: Pick<CallRequestInput, "name" | "email" | "company" | "message" | "preferredTime">;
    baseUrl: string;
  } & Filer,
) {
  const { company, input } = opts;
  const [row] = await db
    .insert(callRequests)
    .values({
      companyId: company.id,
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
      preferredTime: input.preferredTime,
      investorId: opts.investorId,
    })
    .returning({ id: callRequests.id });
  await mailAdminsAbout(db, queue, opts, { id: row!.id, mailKind: "call-request" }, (links) =>
    renderCallRequestMail({ companyName: company.name, request: input, ...links, texts: REQUEST_MAIL_TEXTS }),
  );
  return row!;
}

/**
 * Stores a visitor's access request from the gate and mails each admin (see createDocumentRequest).
 * Nobody's grant sends it: the name and address are as typed.
 */
export async function createAccessRequest(
  db: Db,
  queue: NotificationQueue,
  opts: { company: Company; input: AccessRequestInput; baseUrl: string },
) {
  const { company, input } = opts;
  const [row] = await db
    .insert(accessRequests)
    .values({ companyId: company.id, name: input.name, email: input.email, message: input.message })
    .returning({ id: accessRequests.id });
  await mailAdminsAbout(
    db,
    queue,
    { ...opts, investorId: null },
    { id: row!.id, mailKind: "access-request" },
    (links) =>
      renderAccessRequestMail({
        companyName: company.name,
        request: input,
        adminUrl: links.adminUrl,
        texts: REQUEST_MAIL_TEXTS,
      }),
  );
  return row!;
}

const LIST_LIMIT = 200;

/** The company's document, call and access requests, newest first, each with the investor whose personal link sent it (or null). */
export async function listRequests(db: Db, companyId: string) {
  const [documents, calls, access] = await Promise.all([
    db
      .select({ ...getTableColumns(documentRequests), verifiedInvestor: investors.name })
      .from(documentRequests)
      .leftJoin(
        investors,
        and(eq(investors.id, documentRequests.investorId), eq(investors.companyId, companyId)),
      )
      .where(eq(documentRequests.companyId, companyId))
      .orderBy(desc(documentRequests.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({ ...getTableColumns(callRequests), verifiedInvestor: investors.name })
      .from(callRequests)
      .leftJoin(investors, and(eq(investors.id, callRequests.investorId), eq(investors.companyId, companyId)))
      .where(eq(callRequests.companyId, companyId))
      .orderBy(desc(callRequests.createdAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.companyId, companyId))
      .orderBy(desc(accessRequests.createdAt))
      .limit(LIST_LIMIT),
  ]);
  return { documentRequests: documents, callRequests: calls, accessRequests: access };
}
