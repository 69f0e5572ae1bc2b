-- The company's tagline (Settings): the investor site's and the gate's subtitle, and the pages' titles.
ALTER TABLE `companies` ADD `tagline` text;--> statement-breakpoint
-- 'Toegang aanvragen' on the access gate: a visitor without the code asks the company for access.
CREATE TABLE `access_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `access_requests_company_created_idx` ON `access_requests` (`company_id`,`created_at`);
