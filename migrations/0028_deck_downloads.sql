-- The pitch deck's own download: a switch per deck document (on for every existing and new
-- document, as downloads always were), the stamped copies of the deck and the data room in one
-- table (a copy is of a data-room version or of a deck document), and the deck downloads kept
-- for the audit trail like the data room's visits.
ALTER TABLE `documents` ADD `downloads` integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE `stamped_copies` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`version_id` text,
	`deck_document_id` text,
	`watermark` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`pages_done` integer DEFAULT 0 NOT NULL,
	`page_count` integer DEFAULT 0 NOT NULL,
	`file_path` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `data_room_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deck_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stamped_copies_one_source" CHECK((`version_id` IS NULL) <> (`deck_document_id` IS NULL))
);
--> statement-breakpoint
INSERT INTO `stamped_copies` (`id`, `company_id`, `version_id`, `watermark`, `status`, `pages_done`, `page_count`, `file_path`, `created_at`)
SELECT `id`, `company_id`, `version_id`, `watermark`, `status`, `pages_done`, `page_count`, `file_path`, `created_at` FROM `data_room_stamps`;
--> statement-breakpoint
DROP TABLE `data_room_stamps`;
--> statement-breakpoint
CREATE UNIQUE INDEX `stamped_copies_version_watermark_uq` ON `stamped_copies` (`version_id`,`watermark`);
--> statement-breakpoint
CREATE UNIQUE INDEX `stamped_copies_deck_watermark_uq` ON `stamped_copies` (`deck_document_id`,`watermark`);
--> statement-breakpoint
CREATE TABLE `deck_downloads` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`investor_id` text,
	`email` text,
	`verified` integer DEFAULT false NOT NULL,
	`nda_version` text,
	`document_id` text NOT NULL,
	`day` text NOT NULL,
	`downloaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deck_downloads_visit_uq` ON `deck_downloads` (`company_id`,`visitor_id`,`document_id`,`day`);
--> statement-breakpoint
CREATE INDEX `deck_downloads_company_at_idx` ON `deck_downloads` (`company_id`,`downloaded_at`);
