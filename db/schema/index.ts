import { relations } from "drizzle-orm";

import { monthlyProjections, revenueProjections } from "./growth";
import { chatConversations, chatMessages, founderInterviews, interviewResponses } from "./site";

export * from "./ai";
export * from "./auth";
export * from "./dataroom";
export * from "./finance";
export * from "./gate";
export * from "./growth";
export * from "./investors";
export * from "./monthly-updates";
export * from "./pipeline";
export * from "./site";

/* Relations for drizzle's relational queries (`db.query.founderInterviews.findFirst({ with: { responses: true } })`). */

export const chatConversationsRelations = relations(chatConversations, ({ many }) => ({
  messages: many(chatMessages),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  conversation: one(chatConversations, {
    fields: [chatMessages.conversationId],
    references: [chatConversations.id],
  }),
}));

export const founderInterviewsRelations = relations(founderInterviews, ({ many }) => ({
  responses: many(interviewResponses),
}));

export const interviewResponsesRelations = relations(interviewResponses, ({ one }) => ({
  interview: one(founderInterviews, {
    fields: [interviewResponses.interviewId],
    references: [founderInterviews.id],
  }),
}));

export const revenueProjectionsRelations = relations(revenueProjections, ({ many }) => ({
  monthlyProjections: many(monthlyProjections),
}));

export const monthlyProjectionsRelations = relations(monthlyProjections, ({ one }) => ({
  projection: one(revenueProjections, {
    fields: [monthlyProjections.projectionId],
    references: [revenueProjections.id],
  }),
}));
