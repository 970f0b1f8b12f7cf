CREATE TABLE "mock_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb,
	"seconds" integer DEFAULT 0 NOT NULL,
	"correct" boolean,
	"error_tag" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mock_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "mock_answers_status_check" CHECK ("mock_answers"."status" in ('not_answered', 'answered', 'marked', 'answered_marked')),
	CONSTRAINT "mock_answers_error_tag_check" CHECK ("mock_answers"."error_tag" is null or "mock_answers"."error_tag" in ('concept', 'silly', 'time', 'guess'))
);
--> statement-breakpoint
CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mock_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"timer_mode" text NOT NULL,
	"time_factor" real DEFAULT 1 NOT NULL,
	"stage_order" integer[] NOT NULL,
	"stage_index" integer DEFAULT 0 NOT NULL,
	"stage_deadline" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"client_id" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score" real,
	"section_scores" jsonb,
	CONSTRAINT "mock_attempts_user_mock" UNIQUE("user_id","mock_id"),
	CONSTRAINT "mock_attempts_status_check" CHECK ("mock_attempts"."status" in ('active', 'submitted')),
	CONSTRAINT "mock_attempts_timer_mode_check" CHECK ("mock_attempts"."timer_mode" in ('strict', 'pausable')),
	CONSTRAINT "mock_attempts_submitted_by_check" CHECK ("mock_attempts"."submitted_by" is null or "mock_attempts"."submitted_by" in ('learner', 'timeout', 'sweep'))
);
--> statement-breakpoint
CREATE TABLE "mock_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exam" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_series_title_unique" UNIQUE("title"),
	CONSTRAINT "mock_series_exam_check" CHECK ("mock_series"."exam" in ('CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'))
);
--> statement-breakpoint
CREATE TABLE "mock_test_items" (
	"mock_id" integer NOT NULL,
	"position" integer NOT NULL,
	"section_key" text NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "mock_test_items_mock_id_position_pk" PRIMARY KEY("mock_id","position"),
	CONSTRAINT "mock_test_items_question" UNIQUE("mock_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"exam" text NOT NULL,
	"kind" text NOT NULL,
	"pattern" jsonb NOT NULL,
	"timer_mode" text DEFAULT 'pausable' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"series_id" integer,
	"series_order" integer DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_tests_title_unique" UNIQUE("title"),
	CONSTRAINT "mock_tests_exam_check" CHECK ("mock_tests"."exam" in ('CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT')),
	CONSTRAINT "mock_tests_kind_check" CHECK ("mock_tests"."kind" in ('full', 'sectional', 'topic')),
	CONSTRAINT "mock_tests_timer_mode_check" CHECK ("mock_tests"."timer_mode" in ('strict', 'pausable')),
	CONSTRAINT "mock_tests_status_check" CHECK ("mock_tests"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "mock_time_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_factor" real NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_mock_id_mock_tests_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_items" ADD CONSTRAINT "mock_test_items_mock_id_mock_tests_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_items" ADD CONSTRAINT "mock_test_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_series_id_mock_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."mock_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_time_grants" ADD CONSTRAINT "mock_time_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_attempts_mock_status_idx" ON "mock_attempts" USING btree ("mock_id","status");--> statement-breakpoint
CREATE INDEX "mock_attempts_sweep_idx" ON "mock_attempts" USING btree ("ends_at") WHERE "mock_attempts"."status" = 'active';