-- The data room (Admin Panel → Data room): folders, documents with versions and their page
-- images, who may open each document, and one row per visit per document (the audit trail).
CREATE TABLE `data_room_folders` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_room_folders_company_idx` ON `data_room_folders` (`company_id`);--> statement-breakpoint
CREATE TABLE `data_room_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`folder_id` text,
	`name` text NOT NULL,
	`visibility` text DEFAULT 'nobody' NOT NULL,
	`downloads` integer DEFAULT false NOT NULL,
	`request_type` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`folder_id`) REFERENCES `data_room_folders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `data_room_documents_company_idx` ON `data_room_documents` (`company_id`,`folder_id`);--> statement-breakpoint
CREATE TABLE `data_room_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`document_id` text NOT NULL,
	`number` integer NOT NULL,
	`file_path` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`page_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `data_room_documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_room_versions_document_number_uq` ON `data_room_versions` (`document_id`,`number`);--> statement-breakpoint
CREATE INDEX `data_room_versions_company_idx` ON `data_room_versions` (`company_id`);--> statement-breakpoint
CREATE TABLE `data_room_pages` (
	`company_id` text NOT NULL,
	`version_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`image_path` text NOT NULL,
	`content_type` text NOT NULL,
	PRIMARY KEY(`version_id`, `page_number`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `data_room_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_room_pages_company_idx` ON `data_room_pages` (`company_id`);--> statement-breakpoint
CREATE TABLE `data_room_grants` (
	`company_id` text NOT NULL,
	`document_id` text NOT NULL,
	`investor_id` text NOT NULL,
	`granted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`document_id`, `investor_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `data_room_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_room_grants_company_investor_idx` ON `data_room_grants` (`company_id`,`investor_id`);--> statement-breakpoint
CREATE TABLE `data_room_visits` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`investor_id` text,
	`email` text,
	`verified` integer DEFAULT false NOT NULL,
	`nda_version` text,
	`document_id` text NOT NULL,
	`version_id` text NOT NULL,
	`day` text NOT NULL,
	`downloaded` integer DEFAULT false NOT NULL,
	`viewed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`document_id`) REFERENCES `data_room_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `data_room_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_room_visits_visit_uq` ON `data_room_visits` (`company_id`,`visitor_id`,`version_id`,`day`);--> statement-breakpoint
CREATE INDEX `data_room_visits_company_viewed_idx` ON `data_room_visits` (`company_id`,`viewed_at`);--> statement-breakpoint
CREATE INDEX `data_room_visits_company_investor_idx` ON `data_room_visits` (`company_id`,`investor_id`);--> statement-breakpoint
CREATE TABLE `data_room_stamps` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`version_id` text NOT NULL,
	`watermark` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`pages_done` integer DEFAULT 0 NOT NULL,
	`page_count` integer DEFAULT 0 NOT NULL,
	`file_path` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `data_room_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_room_stamps_version_watermark_uq` ON `data_room_stamps` (`version_id`,`watermark`);
