CREATE TABLE "review_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'New' NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_cards_user_question" UNIQUE("user_id","question_id"),
	CONSTRAINT "review_cards_source_check" CHECK ("review_cards"."source" in ('practice', 'mock', 'manual')),
	CONSTRAINT "review_cards_state_check" CHECK ("review_cards"."state" in ('New', 'Learning', 'Review', 'Relearning')),
	CONSTRAINT "review_cards_reason_check" CHECK ("review_cards"."reason" is null or "review_cards"."reason" in ('concept', 'silly', 'time', 'guess')),
	CONSTRAINT "review_cards_note_length" CHECK (char_length("review_cards"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"via" text NOT NULL,
	"rating" text NOT NULL,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"review" timestamp with time zone NOT NULL,
	CONSTRAINT "review_logs_via_check" CHECK ("review_logs"."via" in ('session', 'practice', 'mock')),
	CONSTRAINT "review_logs_rating_check" CHECK ("review_logs"."rating" in ('Again', 'Hard', 'Good', 'Easy')),
	CONSTRAINT "review_logs_state_check" CHECK ("review_logs"."state" in ('New', 'Learning', 'Review', 'Relearning'))
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_logs_user_review_idx" ON "review_logs" USING btree ("user_id","review");--> statement-breakpoint
CREATE INDEX "review_logs_card_idx" ON "review_logs" USING btree ("card_id");