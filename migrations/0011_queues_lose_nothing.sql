-- Nothing lost on the queues (docs/decisions/030-dead-letters-sweep-and-mail-retries.md).
-- Outbox: why a mail failed (shown with 'Opnieuw versturen'), and its List-Unsubscribe link so a
-- resend is the same request as the first send.
ALTER TABLE `outbox_emails` ADD `error` text;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `unsubscribe_url` text;--> statement-breakpoint
-- Documents: when the processing state last moved. Triggers keep it for every writer (upload,
-- job, step, reprocess); the sweep fails a pending or processing version that stopped moving.
ALTER TABLE `documents` ADD `processing_updated_at` text;--> statement-breakpoint
UPDATE `documents` SET `processing_updated_at` = `created_at`;--> statement-breakpoint
CREATE TRIGGER `documents_processing_started` AFTER INSERT ON `documents`
BEGIN
	UPDATE `documents` SET `processing_updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `documents_processing_progress` AFTER UPDATE OF `extraction_status`, `extraction_message`, `processing_step` ON `documents`
BEGIN
	UPDATE `documents` SET `processing_updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE INDEX `documents_running_idx` ON `documents` (`processing_updated_at`) WHERE `extraction_status` IN ('pending', 'processing');
