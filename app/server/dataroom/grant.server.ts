/**
 * 'Toegang geven' on a document request: the data-room document that answers the request's
 * type is given to the investor who asked (their personal link's grant, else the invited
 * investor with the typed address), and they are mailed its link (the outbox, via the queue).
 */
import { and, asc, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { dataRoomDocuments, documentRequests, investors } from "../../../db/schema";
import { GRANT_MAIL_TEXTS, GRANT_TEXTS as T } from "../../copy/dataroom/texts";
import { DOCUMENT_REQUEST_LABEL } from "../../copy/mail/request-texts";
import { renderGrantMail } from "../../domain/dataroom/grant-mail";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import { giveDocument } from "./dataroom.server";

export type GrantOutcome =
  | { ok: true; message: string; documentId: string; investorId: string }
  | { ok: false; status: 404 | 409; message: string };

export async function grantRequestedDocument(
  db: Db,
  queue: NotificationQueue,
  company: { id: string; slug: string; name: string },
  requestId: string,
  baseUrl: string,
): Promise<GrantOutcome> {
  const request = requestId
    ? await db.query.documentRequests.findFirst({
        where: and(
          eq(documentRequests.companyId, company.id),
          eq(documentRequests.id, requestId.slice(0, 100)),
        ),
      })
    : undefined;
  if (!request) return { ok: false, status: 404, message: T.notFound };
  const doc = await db.query.dataRoomDocuments.findFirst({
    where: and(eq(dataRoomDocuments.companyId, company.id), eq(dataRoomDocuments.requestType, request.type)),
    orderBy: asc(dataRoomDocuments.createdAt),
    columns: { id: true, name: true },
  });
  if (!doc) return { ok: false, status: 409, message: T.noDocument(DOCUMENT_REQUEST_LABEL[request.type]) };
  const investor = await db.query.investors.findFirst({
    where: and(
      eq(investors.companyId, company.id),
      request.investorId
        ? eq(investors.id, request.investorId)
        : eq(investors.email, request.email.trim().toLowerCase()),
    ),
    columns: { id: true, name: true, email: true },
  });
  if (!investor) return { ok: false, status: 409, message: T.noInvestor };
  await giveDocument(db, company.id, doc.id, investor.id);
  const url = `${new URL(baseUrl).origin}/public/${company.slug}/documents/${doc.id}`;
  const mail = renderGrantMail({
    texts: GRANT_MAIL_TEXTS,
    investorName: investor.name,
    companyName: company.name,
    documentName: doc.name,
    url,
  });
  await enqueueMails(queue, [
    {
      kind: "mail",
      companyId: company.id,
      to: investor.email,
      ...mail,
      idempotencyKey: `data-room-grant:${request.id}:${doc.id}:${investor.id}`,
      mailKind: "data-room-grant",
    },
  ]);
  return {
    ok: true,
    message: T.granted(doc.name, investor.name),
    documentId: doc.id,
    investorId: investor.id,
  };
}
