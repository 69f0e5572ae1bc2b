-- Investor notifications and retention: per company, whether the admins get a mail when an
-- invited investor first opens the deck and a daily activity digest (both on by default), how
-- many months visitor events and anonymous chats are kept, and when the last digest went out;
-- per investor, when they first opened the deck (set once: the first-open mail's marker).
ALTER TABLE `companies` ADD `notify_first_open` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `notify_daily_digest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `retention_months` integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `digest_sent_at` text;--> statement-breakpoint
ALTER TABLE `investors` ADD `first_opened_at` text;
