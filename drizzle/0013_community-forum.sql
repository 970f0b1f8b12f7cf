CREATE TABLE "forum_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"up_count" integer DEFAULT 0 NOT NULL,
	"down_count" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(body, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"answer_id" integer,
	"parent_id" integer,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"up_count" integer DEFAULT 0 NOT NULL,
	"down_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" integer,
	"pinned_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')) STORED NOT NULL,
	CONSTRAINT "forum_posts_kind_check" CHECK ("forum_posts"."kind" in ('discussion', 'question'))
);
--> statement-breakpoint
CREATE TABLE "forum_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_votes_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id"),
	CONSTRAINT "forum_votes_target_check" CHECK ("forum_votes"."target_type" in ('post', 'answer')),
	CONSTRAINT "forum_votes_value_check" CHECK ("forum_votes"."value" in (1, -1))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_answer_id_forum_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."forum_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_channel_id_forum_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."forum_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_suspensions" ADD CONSTRAINT "forum_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_answers_post_idx" ON "forum_answers" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "forum_answers_author_idx" ON "forum_answers" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "forum_answers_search_idx" ON "forum_answers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_comments_post_idx" ON "forum_comments" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "forum_posts_latest_idx" ON "forum_posts" USING btree ("id" DESC NULLS LAST) WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_channel_idx" ON "forum_posts" USING btree ("channel_id","id" DESC NULLS LAST) WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_top_idx" ON "forum_posts" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_created_idx" ON "forum_posts" USING btree ("created_at") WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_unanswered_idx" ON "forum_posts" USING btree ("id" DESC NULLS LAST) WHERE hidden_at is null and kind = 'question' and answer_count = 0;--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.free_access', 'user.suspend', 'user.unsuspend', 'user.password_reset', 'payment.refund', 'plan.create', 'plan.update', 'question.create', 'question.update', 'question.status', 'question.delete', 'set.create', 'set.update', 'set.status', 'set.delete', 'report.status', 'bank.import', 'mock.create', 'mock.status', 'mock.time_grant', 'mock.rescore', 'mock.update', 'mock.paper', 'series.create', 'series.update', 'series.delete', 'series.order', 'live.create', 'live.update', 'live.cancel', 'live.start', 'live.end', 'live.recording', 'forum.verify', 'forum.suspend'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'payment', 'plan', 'question', 'set', 'report', 'bank', 'mock', 'series', 'live_session', 'forum_answer'));