-- The update mail (docs/decisions/058-the-update-mail-sent-well-and-read-back.md): who it goes to, when
-- (a scheduled send, taken by the Cron Trigger), and what each recipient did with it.
ALTER TABLE `updates` ADD `mail_audience` text;--> statement-breakpoint
ALTER TABLE `updates` ADD `mail_at` text;--> statement-breakpoint
ALTER TABLE `updates` ADD `mailed_at` text;--> statement-breakpoint
CREATE INDEX `updates_mail_due_idx` ON `updates` (`mail_at`) WHERE `mail_at` IS NOT NULL AND `mailed_at` IS NULL;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `opened_at` text;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `clicked_at` text;--> statement-breakpoint
-- Open tracking is off until the company turns it on in Settings.
ALTER TABLE `companies` ADD `open_tracking` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE `update_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`update_id` text NOT NULL,
	`investor_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`update_id`) REFERENCES `updates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `update_replies_company_update_idx` ON `update_replies` (`company_id`,`update_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `update_replies_company_email_idx` ON `update_replies` (`company_id`,`email`);--> statement-breakpoint
CREATE TABLE `update_reactions` (
	`company_id` text NOT NULL,
	`update_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`reaction` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`update_id`, `visitor_id`, `reaction`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`update_id`) REFERENCES `updates`(`id`) ON UPDATE no action ON DELETE cascade
);
