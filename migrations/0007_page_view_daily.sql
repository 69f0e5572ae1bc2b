-- Page views counted at write time (docs/decisions/024-derived-data-at-write-time.md): the
-- admin dashboard's 30-day summary reads a count per (company, day, page) and the visitors
-- per page with the last day they viewed it, instead of every view. Triggers on page_views
-- keep both exact for every writer: an inserted view counts, a deleted view (retention,
-- forgetting a visitor, a deleted company) no longer does.
CREATE TABLE `page_view_daily` (
	`company_id` text NOT NULL,
	`day` text NOT NULL,
	`page_path` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `day`, `page_path`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `page_view_visitors` (
	`company_id` text NOT NULL,
	`page_path` text NOT NULL,
	`session_id` text NOT NULL,
	`last_viewed_on` text NOT NULL,
	PRIMARY KEY(`company_id`, `page_path`, `session_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_view_visitors_company_day_idx` ON `page_view_visitors` (`company_id`,`last_viewed_on`);--> statement-breakpoint
INSERT INTO `page_view_daily` (`company_id`, `day`, `page_path`, `views`)
	SELECT `company_id`, `viewed_on`, `page_path`, count(*) FROM `page_views` GROUP BY `company_id`, `viewed_on`, `page_path`;--> statement-breakpoint
INSERT INTO `page_view_visitors` (`company_id`, `page_path`, `session_id`, `last_viewed_on`)
	SELECT `company_id`, `page_path`, `session_id`, max(`viewed_on`) FROM `page_views` GROUP BY `company_id`, `page_path`, `session_id`;--> statement-breakpoint
CREATE TRIGGER `page_views_count_insert` AFTER INSERT ON `page_views`
BEGIN
	INSERT INTO `page_view_daily` (`company_id`, `day`, `page_path`, `views`) VALUES (NEW.`company_id`, NEW.`viewed_on`, NEW.`page_path`, 1)
		ON CONFLICT (`company_id`, `day`, `page_path`) DO UPDATE SET `views` = `views` + 1;
	INSERT INTO `page_view_visitors` (`company_id`, `page_path`, `session_id`, `last_viewed_on`) VALUES (NEW.`company_id`, NEW.`page_path`, NEW.`session_id`, NEW.`viewed_on`)
		ON CONFLICT (`company_id`, `page_path`, `session_id`) DO UPDATE SET `last_viewed_on` = max(`last_viewed_on`, excluded.`last_viewed_on`);
END;--> statement-breakpoint
CREATE TRIGGER `page_views_count_delete` AFTER DELETE ON `page_views`
BEGIN
	UPDATE `page_view_daily` SET `views` = `views` - 1
		WHERE `company_id` = OLD.`company_id` AND `day` = OLD.`viewed_on` AND `page_path` = OLD.`page_path`;
	DELETE FROM `page_view_daily`
		WHERE `company_id` = OLD.`company_id` AND `day` = OLD.`viewed_on` AND `page_path` = OLD.`page_path` AND `views` <= 0;
	UPDATE `page_view_visitors` SET `last_viewed_on` = (
			SELECT max(p.`viewed_on`) FROM `page_views` p
			WHERE p.`company_id` = OLD.`company_id` AND p.`session_id` = OLD.`session_id` AND p.`page_path` = OLD.`page_path`
		)
		WHERE `company_id` = OLD.`company_id` AND `page_path` = OLD.`page_path` AND `session_id` = OLD.`session_id`
			AND EXISTS (
				SELECT 1 FROM `page_views` p
				WHERE p.`company_id` = OLD.`company_id` AND p.`session_id` = OLD.`session_id` AND p.`page_path` = OLD.`page_path`
			);
	DELETE FROM `page_view_visitors`
		WHERE `company_id` = OLD.`company_id` AND `page_path` = OLD.`page_path` AND `session_id` = OLD.`session_id`
			AND NOT EXISTS (
				SELECT 1 FROM `page_views` p
				WHERE p.`company_id` = OLD.`company_id` AND p.`session_id` = OLD.`session_id` AND p.`page_path` = OLD.`page_path`
			);
END;--> statement-breakpoint
-- Derived deck data per document version (the same ADR): what a deck page shows besides the
-- text — the text's length, the pages with images, the suggested questions per AI provider —
-- stored as JSON once per version and read instead of the whole text. `derived_gen` counts the
-- changes of the version's inputs; the triggers clear the stored data and count one more
-- whenever the text, the processing state or a page changes, so a page view never shows data
-- of an earlier text, and a computation that raced a change is not stored (its write names
-- the generation it read).
ALTER TABLE `documents` ADD `derived` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `derived_gen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `documents_derived_stale` AFTER UPDATE OF `extracted_text`, `extraction_status`, `pages_status`, `pages_updated_at` ON `documents`
BEGIN
	UPDATE `documents` SET `derived` = NULL, `derived_gen` = `derived_gen` + 1 WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `document_pages_derived_insert` AFTER INSERT ON `document_pages`
BEGIN
	UPDATE `documents` SET `derived` = NULL, `derived_gen` = `derived_gen` + 1 WHERE `id` = NEW.`document_id`;
END;--> statement-breakpoint
CREATE TRIGGER `document_pages_derived_update` AFTER UPDATE ON `document_pages`
BEGIN
	UPDATE `documents` SET `derived` = NULL, `derived_gen` = `derived_gen` + 1 WHERE `id` IN (OLD.`document_id`, NEW.`document_id`);
END;--> statement-breakpoint
CREATE TRIGGER `document_pages_derived_delete` AFTER DELETE ON `document_pages`
BEGIN
	UPDATE `documents` SET `derived` = NULL, `derived_gen` = `derived_gen` + 1 WHERE `id` = OLD.`document_id`;
END;
