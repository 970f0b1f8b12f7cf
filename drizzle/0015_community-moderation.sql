CREATE TABLE "forum_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "forum_reports_target_check" CHECK ("forum_reports"."target_type" in ('post', 'answer', 'comment')),
	CONSTRAINT "forum_reports_reason_check" CHECK ("forum_reports"."reason" in ('spam', 'abuse', 'off_topic', 'misinformation', 'exam_leak', 'other')),
	CONSTRAINT "forum_reports_status_check" CHECK ("forum_reports"."status" in ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "forum_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	"editor_id" uuid NOT NULL,
	CONSTRAINT "forum_revisions_target_check" CHECK ("forum_revisions"."target_type" in ('post', 'answer', 'comment'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "forum_answers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_answers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_one_open_idx" ON "forum_reports" USING btree ("reporter_id","target_type","target_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "forum_reports_item_idx" ON "forum_reports" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "forum_reports_reporter_idx" ON "forum_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_revisions_version_idx" ON "forum_revisions" USING btree ("target_type","target_id","version");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.free_access', 'user.suspend', 'user.unsuspend', 'user.password_reset', 'payment.refund', 'plan.create', 'plan.update', 'question.create', 'question.update', 'question.status', 'question.delete', 'set.create', 'set.update', 'set.status', 'set.delete', 'report.status', 'bank.import', 'mock.create', 'mock.status', 'mock.time_grant', 'mock.rescore', 'mock.update', 'mock.paper', 'series.create', 'series.update', 'series.delete', 'series.order', 'live.create', 'live.update', 'live.cancel', 'live.start', 'live.end', 'live.recording', 'forum.verify', 'forum.suspend', 'forum.hide', 'forum.restore', 'forum.delete', 'forum.lock', 'forum.unlock', 'forum.pin', 'forum.unpin', 'forum.move', 'forum.dismiss'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'payment', 'plan', 'question', 'set', 'report', 'bank', 'mock', 'series', 'live_session', 'forum_answer', 'forum_post', 'forum_comment'));