ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('razorpay', 'test'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'captured', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "daily_completions" ADD CONSTRAINT "daily_completions_subject_check" CHECK ("daily_completions"."subject" in ('Quantitative Aptitude', 'VARC', 'DILR'));--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_context_check" CHECK ("attempts"."context" in ('practice', 'task', 'mock'));--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_reason_check" CHECK ("question_reports"."reason" in ('wrong_answer', 'typo', 'unclear', 'other'));--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_status_check" CHECK ("question_reports"."status" in ('open', 'resolved', 'dismissed'));--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_kind_check" CHECK ("question_sets"."kind" in ('rc_passage', 'dilr_set'));--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_section_check" CHECK ("question_sets"."section" in ('QA', 'VARC', 'DILR'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_check" CHECK ("questions"."section" in ('QA', 'VARC', 'DILR'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('MCQ', 'TITA'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_check" CHECK ("questions"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exams_check" CHECK ("questions"."exams" <@ array['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'staff', 'admin'));