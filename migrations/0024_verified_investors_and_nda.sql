-- A personal link can ask for a verified e-mail before it opens the site.
ALTER TABLE `investors` ADD `require_verified_email` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- One-time codes that verify a visitor's e-mail at the gate (only their HMAC; 10 minutes, single use).
CREATE TABLE `gate_email_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gate_email_codes_company_email_idx` ON `gate_email_codes` (`company_id`,`email`,`created_at`);--> statement-breakpoint
-- The agreement (NDA) a visitor accepts before any gated page: each changed save is a version.
CREATE TABLE `nda_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`version` integer NOT NULL,
	`text` text NOT NULL,
	`text_sha256` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nda_versions_company_version_uq` ON `nda_versions` (`company_id`,`version`);--> statement-breakpoint
CREATE TABLE `nda_acceptances` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`version` integer NOT NULL,
	`text_sha256` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`investor_id` text,
	`visitor_id` text NOT NULL,
	`address` text NOT NULL,
	`accepted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `nda_acceptances_company_accepted_idx` ON `nda_acceptances` (`company_id`,`accepted_at`);--> statement-breakpoint
CREATE INDEX `nda_acceptances_company_investor_idx` ON `nda_acceptances` (`company_id`,`investor_id`);
