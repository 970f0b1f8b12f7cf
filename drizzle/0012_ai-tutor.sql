CREATE TABLE "tutor_concept_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"area" text NOT NULL,
	"topics" text[] NOT NULL,
	"keywords" text[] NOT NULL,
	"body" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || area || ' ' || terms || ' ' || body)) STORED
);
--> statement-breakpoint
CREATE TABLE "tutor_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tutor_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"guest_key" text,
	"title" text NOT NULL,
	"question_id" integer,
	"learner_answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutor_conversations_owner" CHECK (("tutor_conversations"."user_id" is null) <> ("tutor_conversations"."guest_key" is null)),
	CONSTRAINT "tutor_conversations_title_length" CHECK (char_length("tutor_conversations"."title") <= 120)
);
--> statement-breakpoint
CREATE TABLE "tutor_daily_usage" (
	"owner" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_daily_usage_owner_day_pk" PRIMARY KEY("owner","day"),
	CONSTRAINT "tutor_daily_usage_count" CHECK ("tutor_daily_usage"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tutor_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutor_messages_role_check" CHECK ("tutor_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "tutor_messages_status_check" CHECK ("tutor_messages"."status" in ('complete', 'stopped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tutor_conversations" ADD CONSTRAINT "tutor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_conversations" ADD CONSTRAINT "tutor_conversations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_conversation_id_tutor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."tutor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_concept_notes_search_idx" ON "tutor_concept_notes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tutor_conversations_user_idx" ON "tutor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tutor_conversations_guest_idx" ON "tutor_conversations" USING btree ("guest_key","updated_at");--> statement-breakpoint
CREATE INDEX "tutor_messages_conversation_idx" ON "tutor_messages" USING btree ("conversation_id","id");