CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.role', 'user.free_access', 'user.suspend', 'user.unsuspend', 'user.password_reset', 'payment.refund', 'plan.create', 'plan.update', 'question.create', 'question.update', 'question.status', 'question.delete', 'set.create', 'set.update', 'set.status', 'set.delete', 'report.status', 'bank.import')),
	CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'payment', 'plan', 'question', 'set', 'report', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");