-- The investor pipeline: a company's funding rounds (one open at a time), one pipeline entry per
-- investor address with its stage, ticket and follow-up, and the activity the founder logged.
CREATE TABLE `rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`target_amount` integer NOT NULL,
	`instrument` text NOT NULL,
	`target_close` text,
	`closed_at` text,
	`committed_at_close` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_company_open_uq` ON `rounds` (`company_id`) WHERE `closed_at` IS NULL;--> statement-breakpoint
CREATE INDEX `rounds_company_created_idx` ON `rounds` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `pipeline_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`firm` text,
	`investor_id` text,
	`stage` text DEFAULT 'backlog' NOT NULL,
	`ticket_indicated` integer,
	`ticket_committed` integer,
	`lead` integer DEFAULT false NOT NULL,
	`next_follow_up` text,
	`reason_passed` text,
	`reason_passed_note` text,
	`notes` text,
	`dismissed_suggestion` text,
	`follow_up_dismissed_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_entries_company_email_uq` ON `pipeline_entries` (`company_id`,`email`);--> statement-breakpoint
CREATE INDEX `pipeline_entries_company_investor_idx` ON `pipeline_entries` (`company_id`,`investor_id`);--> statement-breakpoint
CREATE TABLE `pipeline_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`kind` text NOT NULL,
	`happened_on` text NOT NULL,
	`note` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `pipeline_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `pipeline_activities_company_entry_idx` ON `pipeline_activities` (`company_id`,`entry_id`,`happened_on`);
