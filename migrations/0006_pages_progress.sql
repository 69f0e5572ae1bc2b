-- Page rendering of a PDF version: when it last made progress (a rendering that stopped — the
-- admin closed the tab — no longer holds the version back), and whether it holds the version
-- back at all (not when the version was already live: re-rendering keeps it online).
ALTER TABLE `documents` ADD `pages_updated_at` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `pages_blocking` integer DEFAULT true NOT NULL;
