-- More of what a visitor does: downloads, subscriptions, requests, clicks from an update
-- mail, and the e-mail address a visitor may give at the gate (unverified).
ALTER TABLE `visitor_events` ADD `email` text;--> statement-breakpoint
ALTER TABLE `visitor_events` ADD `ref` text;
