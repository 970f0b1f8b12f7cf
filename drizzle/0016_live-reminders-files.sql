CREATE TABLE "live_session_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"title" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "live_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_files" ADD CONSTRAINT "live_session_files_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_files" ADD CONSTRAINT "live_session_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_files_session_idx" ON "live_session_files" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.free_access', 'user.suspend', 'user.unsuspend', 'user.password_reset', 'payment.refund', 'plan.create', 'plan.update', 'question.create', 'question.update', 'question.status', 'question.delete', 'set.create', 'set.update', 'set.status', 'set.delete', 'report.status', 'bank.import', 'mock.create', 'mock.status', 'mock.time_grant', 'mock.rescore', 'mock.update', 'mock.paper', 'series.create', 'series.update', 'series.delete', 'series.order', 'live.create', 'live.update', 'live.cancel', 'live.start', 'live.end', 'live.recording', 'live.file.add', 'live.file.remove', 'forum.verify', 'forum.suspend', 'forum.hide', 'forum.restore', 'forum.delete', 'forum.lock', 'forum.unlock', 'forum.pin', 'forum.unpin', 'forum.move', 'forum.dismiss'));