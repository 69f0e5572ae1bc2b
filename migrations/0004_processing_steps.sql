-- Processing in steps: the run under way (one per plan), the next step it has to run, how many
-- steps it has, and its plan (JSON: what is read in each step and what the caps left out).
ALTER TABLE `documents` ADD `processing_run` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `processing_step` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `processing_steps` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `processing_plan` text;
