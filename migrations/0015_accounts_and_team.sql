-- Accounts and a team: members with a role (owner, admin, viewer), invitations by mail,
-- verified e-mail addresses, password resets, sessions that expire when idle and can be
-- listed, and optional two-factor sign-in with TOTP and recovery codes.

-- Accounts that existed before verification count as verified (they were the only members).
ALTER TABLE `users` ADD `email_verified_at` text;--> statement-breakpoint
UPDATE `users` SET `email_verified_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `users` ADD `password_changed_at` text;--> statement-breakpoint
-- The TOTP secret, AES-GCM encrypted with a key derived from SESSION_SECRET.
ALTER TABLE `users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_enabled_at` text;--> statement-breakpoint
-- The last 30-second step a code was accepted for: a code is never accepted twice.
ALTER TABLE `users` ADD `totp_last_step` integer;--> statement-breakpoint

ALTER TABLE `companies` ADD `require_two_factor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The company the session works in (null: the member's first company), when it was last used,
-- and the browser it was started from.
ALTER TABLE `sessions` ADD `company_id` text REFERENCES `companies`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;--> statement-breakpoint
UPDATE `sessions` SET `last_seen_at` = `created_at`;--> statement-breakpoint

-- Single-use links for an account: e-mail verification and password reset. Only a SHA-256 of
-- the token is stored.
CREATE TABLE `account_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_hash_unique` ON `account_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`, `purpose`);--> statement-breakpoint

-- An invitation to join a company with a role; the link's token is stored as a SHA-256.
CREATE TABLE `team_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `team_invites_hash_unique` ON `team_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invites_company_idx` ON `team_invites` (`company_id`, `email`);--> statement-breakpoint

-- Ten single-use recovery codes per account with TOTP, stored as SHA-256 hashes.
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);
