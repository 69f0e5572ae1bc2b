-- The month's cash balance, kept with its costs: the monthly update's cash and runway (NULL: not given).
ALTER TABLE `monthly_costs` ADD `cash_balance` real;--> statement-breakpoint
-- 'The plan': a copy of one forecast scenario's months, taken when the founder locked it. Later
-- edits of the scenario do not change it; locking again writes a new row (the newest is the plan).
CREATE TABLE `forecast_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`projection_id` text,
	`scenario_name` text NOT NULL,
	`months` text NOT NULL,
	`locked_by` text,
	`locked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`projection_id`) REFERENCES `revenue_projections`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`locked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forecast_plans_company_locked_idx` ON `forecast_plans` (`company_id`,`locked_at`);--> statement-breakpoint
-- A published monthly update: the figures and sections as they were published, frozen as JSON
-- beside its row in `updates` (which the timeline and the update mail read as any update).
CREATE TABLE `monthly_updates` (
	`update_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`month` text NOT NULL,
	`snapshot` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`update_id`) REFERENCES `updates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monthly_updates_company_month_idx` ON `monthly_updates` (`company_id`,`month`);
