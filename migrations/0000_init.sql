CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`about` text,
	`website_url` text,
	`access_code_hash` text,
	`access_code_version` integer DEFAULT 0 NOT NULL,
	`settings` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_slug_unique` ON `companies` (`slug`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`user_id` text NOT NULL,
	`company_id` text NOT NULL,
	`role` text DEFAULT 'owner' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memberships_company_idx` ON `memberships` (`company_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`data` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_started_at` text NOT NULL,
	`locked_until` text
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`full_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `call_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`message` text NOT NULL,
	`preferred_time` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `call_requests_company_created_idx` ON `call_requests` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `chat_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`title` text,
	`type` text NOT NULL,
	`visitor_id` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chat_conversations_company_created_idx` ON `chat_conversations` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chat_conversations_visitor_idx` ON `chat_conversations` (`visitor_id`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`content` text NOT NULL,
	`is_user` integer NOT NULL,
	`chart_data` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `chat_conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_created_idx` ON `chat_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chat_messages_company_idx` ON `chat_messages` (`company_id`);--> statement-breakpoint
CREATE TABLE `document_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_requests_company_created_idx` ON `document_requests` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`file_path` text NOT NULL,
	`file_size` integer NOT NULL,
	`content_type` text DEFAULT 'application/octet-stream' NOT NULL,
	`extracted_text` text,
	`extraction_method` text,
	`extraction_status` text DEFAULT 'none' NOT NULL,
	`extraction_message` text,
	`display_order` integer,
	`upload_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `documents_company_type_idx` ON `documents` (`company_id`,`type`);--> statement-breakpoint
CREATE TABLE `email_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`verification_token` text,
	`verified` integer DEFAULT false NOT NULL,
	`subscribed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_unsubscribe_token_unique` ON `email_subscriptions` (`unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_verification_token_unique` ON `email_subscriptions` (`verification_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_company_email_uq` ON `email_subscriptions` (`company_id`,`email`);--> statement-breakpoint
CREATE TABLE `founder_interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`token` text NOT NULL,
	`founder_email` text NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`questions` text,
	`used_fallback_questions` integer DEFAULT false NOT NULL,
	`invited_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`started_at` text,
	`completed_at` text,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `founder_interviews_token_unique` ON `founder_interviews` (`token`);--> statement-breakpoint
CREATE INDEX `founder_interviews_company_idx` ON `founder_interviews` (`company_id`,`invited_at`);--> statement-breakpoint
CREATE TABLE `interview_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`question_number` integer NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_id`) REFERENCES `founder_interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_responses_interview_question_uq` ON `interview_responses` (`interview_id`,`question_number`);--> statement-breakpoint
CREATE INDEX `interview_responses_company_idx` ON `interview_responses` (`company_id`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_emails_idempotency_key_unique` ON `outbox_emails` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `outbox_emails_company_created_idx` ON `outbox_emails` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`page_path` text NOT NULL,
	`referrer` text,
	`user_agent` text,
	`session_id` text NOT NULL,
	`is_unique_visitor` integer NOT NULL,
	`device_type` text NOT NULL,
	`viewed_on` text DEFAULT (date('now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_views_company_created_idx` ON `page_views` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `page_views_company_session_day_idx` ON `page_views` (`company_id`,`session_id`,`viewed_on`);--> statement-breakpoint
CREATE TABLE `updates` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`date` text NOT NULL,
	`type` text NOT NULL,
	`icon` text NOT NULL,
	`color` text NOT NULL,
	`metrics` text DEFAULT '[]' NOT NULL,
	`send_notifications` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `updates_company_date_idx` ON `updates` (`company_id`,`date`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`video_url` text NOT NULL,
	`video_type` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `videos_company_order_idx` ON `videos` (`company_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `customer_cohorts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`acquisition_month` integer NOT NULL,
	`acquisition_year` integer NOT NULL,
	`customer_count` integer NOT NULL,
	`monthly_revenue_per_customer` real NOT NULL,
	`ltv_months` integer NOT NULL,
	`growth_budget_investment` real DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "customer_cohorts_month_ck" CHECK("customer_cohorts"."acquisition_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_cohorts_company_year_month_uq` ON `customer_cohorts` (`company_id`,`acquisition_year`,`acquisition_month`);--> statement-breakpoint
CREATE TABLE `monthly_costs` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`month` integer NOT NULL,
	`year` integer NOT NULL,
	`salary_ceo` real DEFAULT 0 NOT NULL,
	`salary_cmo` real DEFAULT 0 NOT NULL,
	`salary_cto` real DEFAULT 0 NOT NULL,
	`salary_cfo` real DEFAULT 0 NOT NULL,
	`salary_coo` real DEFAULT 0 NOT NULL,
	`salary_developers` real DEFAULT 0 NOT NULL,
	`salary_sales` real DEFAULT 0 NOT NULL,
	`salary_marketing` real DEFAULT 0 NOT NULL,
	`salary_support` real DEFAULT 0 NOT NULL,
	`salary_other_staff` real DEFAULT 0 NOT NULL,
	`freelancers` real DEFAULT 0 NOT NULL,
	`payroll_kosten` real DEFAULT 0 NOT NULL,
	`vergoedingen` real DEFAULT 0 NOT NULL,
	`bonussen` real DEFAULT 0 NOT NULL,
	`huur_kantoor` real DEFAULT 0 NOT NULL,
	`kantoorbenodigdheden` real DEFAULT 0 NOT NULL,
	`abonnementen` real DEFAULT 0 NOT NULL,
	`telefoon_internet` real DEFAULT 0 NOT NULL,
	`reiskosten` real DEFAULT 0 NOT NULL,
	`cloudkosten` real DEFAULT 0 NOT NULL,
	`domeinen_hosting` real DEFAULT 0 NOT NULL,
	`software_development` real DEFAULT 0 NOT NULL,
	`licenties` real DEFAULT 0 NOT NULL,
	`advertentiekosten` real DEFAULT 0 NOT NULL,
	`crm_tools` real DEFAULT 0 NOT NULL,
	`website_onderhoud` real DEFAULT 0 NOT NULL,
	`design_branding` real DEFAULT 0 NOT NULL,
	`evenementen` real DEFAULT 0 NOT NULL,
	`direct_sales_costs` real DEFAULT 0 NOT NULL,
	`boekhouding` real DEFAULT 0 NOT NULL,
	`accountant` real DEFAULT 0 NOT NULL,
	`bankingkosten` real DEFAULT 0 NOT NULL,
	`juridisch_advies` real DEFAULT 0 NOT NULL,
	`notariskosten` real DEFAULT 0 NOT NULL,
	`inkoopkosten` real DEFAULT 0 NOT NULL,
	`logistiek` real DEFAULT 0 NOT NULL,
	`opslag` real DEFAULT 0 NOT NULL,
	`retouren` real DEFAULT 0 NOT NULL,
	`onvoorzien` real DEFAULT 0 NOT NULL,
	`afschrijvingen` real DEFAULT 0 NOT NULL,
	`verzekeringen` real DEFAULT 0 NOT NULL,
	`investeringskosten` real DEFAULT 0 NOT NULL,
	`growth_budget_costs` real DEFAULT 0 NOT NULL,
	`custom_fields` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "monthly_costs_month_ck" CHECK("monthly_costs"."month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_costs_company_year_month_uq` ON `monthly_costs` (`company_id`,`year`,`month`);--> statement-breakpoint
CREATE TABLE `startup_data` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`sector` text DEFAULT '' NOT NULL,
	`stage` text DEFAULT '' NOT NULL,
	`founding_year` integer,
	`mrr_current` real DEFAULT 0 NOT NULL,
	`revenue_year_1` real,
	`revenue_year_2` real,
	`revenue_year_3` real,
	`previous_year_revenue` real,
	`current_year_revenue` real,
	`revenue_current_year` real,
	`revenue_forecast_1` real,
	`revenue_forecast_2` real,
	`revenue_growth` real,
	`gross_margin` real,
	`fixed_costs_year_1` real,
	`fixed_costs_year_2` real,
	`fixed_costs_year_3` real,
	`fixed_costs_current_year` real,
	`fixed_costs_forecast_1` real,
	`fixed_costs_forecast_2` real,
	`fixed_costs_forecast_3` real,
	`variable_costs_year_1` real,
	`variable_costs_year_2` real,
	`variable_costs_year_3` real,
	`variable_costs_current_year` real,
	`variable_costs_forecast_1` real,
	`variable_costs_forecast_2` real,
	`variable_costs_forecast_3` real,
	`fixed_costs` real,
	`variable_costs` real,
	`cost_growth` real,
	`cost_calculation_source` text DEFAULT 'manual' NOT NULL,
	`monthly_costs_year` integer,
	`monthly_costs_last_sync` text,
	`equity_investment` real,
	`debt_amount` real,
	`risk_free_rate` real DEFAULT 2 NOT NULL,
	`market_return` real DEFAULT 8 NOT NULL,
	`beta_value` real DEFAULT 1.2 NOT NULL,
	`cost_of_equity` real,
	`cost_of_debt` real DEFAULT 5 NOT NULL,
	`terminal_growth_rate` real DEFAULT 2.5 NOT NULL,
	`projection_years` integer DEFAULT 5 NOT NULL,
	`revenue_multiple` real DEFAULT 5 NOT NULL,
	`ebitda_multiple` real DEFAULT 12 NOT NULL,
	`target_ebitda_margin` real DEFAULT 20 NOT NULL,
	`vc_round_planned` integer DEFAULT false NOT NULL,
	`vc_round_year` integer,
	`vc_round_amount` real,
	`vc_pre_money_valuation` real,
	`enable_growth_scenarios` integer DEFAULT false NOT NULL,
	`ai_scenario_suggestion` text,
	`cac_per_customer` real,
	`revenue_model` text DEFAULT 'subscription' NOT NULL,
	`ltv_months` integer DEFAULT 12 NOT NULL,
	`revenue_per_customer_monthly` real,
	`revenue_per_customer_onetime` real,
	`auto_revenue_calculation_enabled` integer DEFAULT false NOT NULL,
	`auto_generated_revenue_monthly` real,
	`last_auto_revenue_sync` text,
	`linkedin_company_url` text,
	`linkedin_company_id` text,
	`linkedin_employee_count` integer,
	`linkedin_industry` text,
	`linkedin_last_sync` text,
	`linkedin_verified` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `startup_data_company_id_unique` ON `startup_data` (`company_id`);--> statement-breakpoint
CREATE TABLE `monthly_projections` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`projection_id` text NOT NULL,
	`month` integer NOT NULL,
	`year` integer NOT NULL,
	`marketing_investment` real NOT NULL,
	`new_customers` integer NOT NULL,
	`total_active_customers` integer NOT NULL,
	`monthly_recurring_revenue` real NOT NULL,
	`cumulative_revenue` real NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`projection_id`) REFERENCES `revenue_projections`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "monthly_projections_month_ck" CHECK("monthly_projections"."month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_projections_projection_year_month_uq` ON `monthly_projections` (`projection_id`,`year`,`month`);--> statement-breakpoint
CREATE INDEX `monthly_projections_company_idx` ON `monthly_projections` (`company_id`);--> statement-breakpoint
CREATE TABLE `revenue_projections` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`scenario_name` text NOT NULL,
	`monthly_marketing_budget` real DEFAULT 0 NOT NULL,
	`marketing_budget_growth_rate` real DEFAULT 0 NOT NULL,
	`projection_months` integer DEFAULT 36 NOT NULL,
	`projection_start_date` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `revenue_projections_company_created_idx` ON `revenue_projections` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `weekly_sales_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`week_number` integer NOT NULL,
	`year` integer NOT NULL,
	`notes` text,
	`mql_comments` text,
	`marketing_investment` real DEFAULT 0 NOT NULL,
	`marketing_investment_direct` real DEFAULT 0 NOT NULL,
	`marketing_investment_agency` real DEFAULT 0 NOT NULL,
	`mqls_marketing` integer DEFAULT 0 NOT NULL,
	`mqls_marketing_direct` integer DEFAULT 0 NOT NULL,
	`mqls_marketing_agency` integer DEFAULT 0 NOT NULL,
	`mqls_influencers` integer DEFAULT 0 NOT NULL,
	`sqls_total` integer DEFAULT 0 NOT NULL,
	`sqls_registered` integer DEFAULT 0 NOT NULL,
	`sqls_integrated` integer DEFAULT 0 NOT NULL,
	`sqls_first_chat` integer DEFAULT 0 NOT NULL,
	`sqls_active` integer DEFAULT 0 NOT NULL,
	`sqls_at_risk` integer DEFAULT 0 NOT NULL,
	`sqls_csm_touchpoints` integer DEFAULT 0 NOT NULL,
	`sqls_dormant` integer DEFAULT 0 NOT NULL,
	`paying_customers_20` integer DEFAULT 0 NOT NULL,
	`paying_customers_99` integer DEFAULT 0 NOT NULL,
	`paying_customers_249` integer DEFAULT 0 NOT NULL,
	`paying_customers_regular` integer DEFAULT 0 NOT NULL,
	`paying_customers_enterprise` integer DEFAULT 0 NOT NULL,
	`paying_customers_150_agency` integer DEFAULT 0 NOT NULL,
	`paying_customers_750_agency` integer DEFAULT 0 NOT NULL,
	`agencies_leads` integer DEFAULT 0 NOT NULL,
	`agencies_outreach` integer DEFAULT 0 NOT NULL,
	`agencies_in_contact` integer DEFAULT 0 NOT NULL,
	`agencies_meeting` integer DEFAULT 0 NOT NULL,
	`agencies_follow_up` integer DEFAULT 0 NOT NULL,
	`agencies_proposal_send` integer DEFAULT 0 NOT NULL,
	`agencies_deal` integer DEFAULT 0 NOT NULL,
	`agencies_no_deal` integer DEFAULT 0 NOT NULL,
	`agencies_marketing_investment` real DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "weekly_sales_metrics_week_ck" CHECK("weekly_sales_metrics"."week_number" BETWEEN 1 AND 53)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_sales_metrics_company_year_week_uq` ON `weekly_sales_metrics` (`company_id`,`year`,`week_number`);