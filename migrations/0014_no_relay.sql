-- Double opt-in that only the subscriber's mailbox completes: the verification token is stored
-- as its SHA-256 (hex) from now on, and renewed at most once a day (the day it was last mailed).
-- Tokens stored before were plain; they are dropped, so their links stop working (re-subscribing
-- mails a new one).
ALTER TABLE `email_subscriptions` ADD `verification_sent_on` text;--> statement-breakpoint
UPDATE `email_subscriptions` SET `verification_token` = NULL WHERE `verification_token` IS NOT NULL;--> statement-breakpoint
-- A request belongs to an investor only when their personal link's grant filed it (never by the
-- name or address typed in the form).
ALTER TABLE `document_requests` ADD `investor_id` text REFERENCES `investors`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `call_requests` ADD `investor_id` text REFERENCES `investors`(`id`) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `document_requests_company_investor_idx` ON `document_requests` (`company_id`,`investor_id`);--> statement-breakpoint
CREATE INDEX `call_requests_company_investor_idx` ON `call_requests` (`company_id`,`investor_id`);
