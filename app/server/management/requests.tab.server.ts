import { listRequests } from "../investors/requests.server";
import type { ManagementTab } from "./types";

/** 'Requests': the company's document and call requests, newest first (read-only). */
export const requestsTab = {
  async load({ context, member }) {
    return listRequests(context.db, member.company.id);
  },
  actions: {},
} satisfies ManagementTab;
