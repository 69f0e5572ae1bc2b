-- Document versions: which upload is live, and one image (and OCR text) per PDF page.
ALTER TABLE `documents` ADD `selected_at` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `pages_status` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE TABLE `document_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`document_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`image_path` text,
	`image_size` integer,
	`ocr_text` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_pages_document_page_uq` ON `document_pages` (`document_id`,`page_number`);--> statement-breakpoint
CREATE INDEX `document_pages_company_idx` ON `document_pages` (`company_id`);
