import { visitorEvents } from "../../db/schema";

/** The columns of an event that the Investors tab, the daily digest and an investor's export read. */
export const visitorEventColumns = {
  visitorId: visitorEvents.visitorId,
  investorId: visitorEvents.investorId,
  kind: visitorEvents.kind,
  path: visitorEvents.path,
  documentId: visitorEvents.documentId,
  pageNumber: visitorEvents.pageNumber,
  durationMs: visitorEvents.durationMs,
  source: visitorEvents.source,
  // The address given with a request, a subscription or at the gate, and what it refers to.
  email: visitorEvents.email,
  ref: visitorEvents.ref,
  createdAt: visitorEvents.createdAt,
};
