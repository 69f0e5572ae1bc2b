-- The Chat tab counts each listed conversation's messages: with this index the lookup is by
-- conversation (and the company the query also names) and covers the counts, so the planner no
-- longer picks chat_messages_company_idx and reads all of a company's messages per conversation.
CREATE INDEX IF NOT EXISTS `chat_messages_conversation_company_idx` ON `chat_messages` (`conversation_id`,`company_id`,`failure`);
