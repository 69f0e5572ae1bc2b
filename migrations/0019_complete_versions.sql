-- Only complete deck versions go live: a PDF version without page images no longer replaces a
-- live version that has them, unless the admin chose to publish it as text only
-- ('Live zetten zonder pagina's'). `text_only_at`: when that choice was made; null when never.
ALTER TABLE `documents` ADD `text_only_at` text;
