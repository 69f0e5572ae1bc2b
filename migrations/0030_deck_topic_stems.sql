-- The stems of a deck document's pages, kept for the Investors tab's question digest (which
-- topics the deck names): made once per generation of the text (`derived_gen`, counted up by
-- the triggers of 0007) instead of on every view of the tab.
ALTER TABLE `documents` ADD `topic_stems` text;
