-- AI that fails honestly: a question the AI did not answer is kept, marked with why, and has no
-- reply; the admins' AI status (Settings) keeps the last failed model call per company.
ALTER TABLE `chat_messages` ADD `failure` text;--> statement-breakpoint
CREATE TABLE `ai_status` (
	`company_id` text PRIMARY KEY NOT NULL,
	`last_error_at` text,
	`last_error_task` text,
	`last_error_category` text,
	`last_test_ok_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- Replies stored before this change that were the provider's failure texts, not answers (a
-- forecast reply may carry a cell citation after the text; `instr`, not LIKE: D1 refuses long
-- LIKE patterns): their question becomes unanswered ('provider' for the failed call, 'empty'
-- for the empty reply) and the text is removed, so it is no longer shown, counted as an answer
-- or sent back as history.
UPDATE `chat_messages` SET `failure` = (
	SELECT CASE
		WHEN instr(r.`content`, 'I''m experiencing technical issues with the investment analysis.') = 1 THEN 'provider'
		WHEN instr(r.`content`, 'I''m sorry, I''m having trouble processing your investment analysis right now.') = 1 THEN 'empty'
	END
	FROM `chat_messages` r
	WHERE r.`conversation_id` = `chat_messages`.`conversation_id` AND r.`is_user` = 0 AND r.`created_at` > `chat_messages`.`created_at`
	ORDER BY r.`created_at` LIMIT 1
)
WHERE `is_user` = 1 AND (
	SELECT CASE
		WHEN instr(r.`content`, 'I''m experiencing technical issues with the investment analysis.') = 1 THEN 'provider'
		WHEN instr(r.`content`, 'I''m sorry, I''m having trouble processing your investment analysis right now.') = 1 THEN 'empty'
	END
	FROM `chat_messages` r
	WHERE r.`conversation_id` = `chat_messages`.`conversation_id` AND r.`is_user` = 0 AND r.`created_at` > `chat_messages`.`created_at`
	ORDER BY r.`created_at` LIMIT 1
) IS NOT NULL;--> statement-breakpoint
DELETE FROM `chat_messages` WHERE `is_user` = 0 AND (
	instr(`content`, 'I''m experiencing technical issues with the investment analysis.') = 1
	OR instr(`content`, 'I''m sorry, I''m having trouble processing your investment analysis right now.') = 1
);
