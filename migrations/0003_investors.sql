-- Personal investor links (token stored hashed) and per-visitor events of the investor site.
CREATE TABLE `investors` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`firm` text,
	`token_hash` text NOT NULL,
	`expires_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investors_token_hash_unique` ON `investors` (`token_hash`);--> statement-breakpoint
CREATE INDEX `investors_company_created_idx` ON `investors` (`company_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `investors_company_email_uq` ON `investors` (`company_id`,`email`);--> statement-breakpoint
CREATE TABLE `visitor_events` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`investor_id` text,
	`kind` text NOT NULL,
	`path` text,
	`document_id` text,
	`page_number` integer,
	`duration_ms` integer,
	`source` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `visitor_events_company_created_idx` ON `visitor_events` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `visitor_events_company_investor_idx` ON `visitor_events` (`company_id`,`investor_id`);--> statement-breakpoint
CREATE INDEX `visitor_events_company_visitor_idx` ON `visitor_events` (`company_id`,`visitor_id`);
