-- Budgets for anonymous writes (docs/decisions/034-budgets-and-throttles.md).
-- `budgets`: one counter per key and period (the key names the day, e.g. a visitor's chat
-- questions of 2025-03-01); counted before the work is done, given back when refused.
-- Rows past `expires_at` are deleted by the daily job.
CREATE TABLE `budgets` (
	`key` text PRIMARY KEY NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `budgets_expires_idx` ON `budgets` (`expires_at`);--> statement-breakpoint
-- The deck viewer's clock per visitor: `last_at` (ms since the epoch) is the moment up to which
-- deck time has been credited, so a beacon is credited at most the wall-clock time since the
-- visitor's previous beacon or page view (plus a small slack); `deck_ms` is the time credited
-- on `day` (a daily cap).
CREATE TABLE `visitor_clocks` (
	`company_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`last_at` integer NOT NULL,
	`day` text NOT NULL,
	`deck_ms` integer DEFAULT 0 NOT NULL,
	`granted_ms` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `visitor_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Beacon time is kept as one row per visitor, deck page and day (UTC), added to by each beacon,
-- instead of one row per entry: a visitor adds at most one row per page of the deck a day.
ALTER TABLE `visitor_events` ADD `day` text;--> statement-breakpoint
CREATE UNIQUE INDEX `visitor_events_beacon_day_uq` ON `visitor_events` (`company_id`,`visitor_id`,`document_id`,`page_number`,`day`) WHERE `source` = 'beacon';--> statement-breakpoint
-- The company's daily budget of pitch deck chat questions answered by the AI (Settings).
ALTER TABLE `companies` ADD `ai_daily_questions` integer DEFAULT 500 NOT NULL;
