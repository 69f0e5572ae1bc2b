-- Resumable fan-out (docs/decisions/039-resumable-fan-out.md): an update's recipients are outbox
-- rows written before any send; queue messages only name a row; the sweep sends rows again
-- that stopped moving.
-- The update a notification mail belongs to ("n of m sent" in the Updates tab).
ALTER TABLE `outbox_emails` ADD `update_id` text REFERENCES `updates`(`id`) ON DELETE SET NULL;--> statement-breakpoint
-- When the row's status (or its last error) last changed. Triggers keep it for every writer.
ALTER TABLE `outbox_emails` ADD `status_at` text;--> statement-breakpoint
UPDATE `outbox_emails` SET `status_at` = `created_at`;--> statement-breakpoint
CREATE TRIGGER `outbox_emails_status_written` AFTER INSERT ON `outbox_emails`
BEGIN
	UPDATE `outbox_emails` SET `status_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `outbox_emails_status_moved` AFTER UPDATE OF `status`, `error` ON `outbox_emails`
BEGIN
	UPDATE `outbox_emails` SET `status_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE INDEX `outbox_emails_update_idx` ON `outbox_emails` (`company_id`, `update_id`, `status`) WHERE `update_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`status_at`) WHERE `status` IN ('pending', 'sending', 'queued');
