-- Pages without a usable text layer are read by OCR in the job queue too (no browser needed):
-- who read a page's OCR text ('browser', 'server' = tesseract in the queue, 'vision' = the
-- vision model in the queue; NULL for rows stored before, all read in the browser), and which
-- pages of a PDF version had a usable text layer ('1-3,5'), for the Documents tab.
ALTER TABLE `document_pages` ADD `ocr_source` text;
--> statement-breakpoint
ALTER TABLE `documents` ADD `text_layer_pages` text;
