-- One subscriber row per company and address, whatever its letter case or surrounding spaces.
-- First merge existing duplicates: keep a verified row if there is one, else the earliest.
DELETE FROM `email_subscriptions`
WHERE `id` IN (
	SELECT `id` FROM (
		SELECT `id`, ROW_NUMBER() OVER (
			PARTITION BY `company_id`, lower(trim(`email`))
			ORDER BY `verified` DESC, `subscribed_at` ASC, `id` ASC
		) AS `n`
		FROM `email_subscriptions`
	)
	WHERE `n` > 1
);
--> statement-breakpoint
UPDATE `email_subscriptions` SET `email` = lower(trim(`email`)) WHERE `email` <> lower(trim(`email`));
--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_company_email_ci_uq` ON `email_subscriptions` (`company_id`, lower(`email`));
