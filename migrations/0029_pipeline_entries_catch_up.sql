-- The pipeline's entries are now written where someone appears (the invite, a company import,
-- the seed, a verified address at the gate or from an update mail), no longer by the page's read.
-- Once, for the rows from before: every invited investor gets their entry (an address already in
-- the pipeline is linked to its investor), and so does every address a visitor verified who is
-- nobody's investor. What a founder entered is never changed.
INSERT INTO `pipeline_entries` (`id`, `company_id`, `email`, `name`, `firm`, `investor_id`)
SELECT lower(hex(randomblob(16))), `company_id`, `email`, `name`, `firm`, `id` FROM `investors` WHERE true
ON CONFLICT (`company_id`, `email`) DO UPDATE SET `investor_id` = excluded.`investor_id`
WHERE `pipeline_entries`.`investor_id` IS NOT excluded.`investor_id`;
--> statement-breakpoint
INSERT INTO `pipeline_entries` (`id`, `company_id`, `email`, `name`)
SELECT lower(hex(randomblob(16))), `company_id`, `email`, `email` FROM (
	SELECT DISTINCT e.`company_id`, lower(trim(e.`email`)) AS `email` FROM `visitor_events` e
	WHERE e.`kind` IN ('mail-click', 'email-verified') AND e.`email` IS NOT NULL AND trim(e.`email`) <> ''
		AND NOT EXISTS (
			SELECT 1 FROM `visitor_events` linked
			WHERE linked.`company_id` = e.`company_id` AND linked.`visitor_id` = e.`visitor_id` AND linked.`investor_id` IS NOT NULL
		)
) WHERE true
ON CONFLICT (`company_id`, `email`) DO NOTHING;
