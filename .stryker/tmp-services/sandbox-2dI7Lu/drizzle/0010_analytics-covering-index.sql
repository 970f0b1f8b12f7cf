DROP INDEX "attempts_user_time_idx";--> statement-breakpoint
CREATE INDEX "attempts_user_answers_idx" ON "attempts" USING btree ("user_id","created_at","question_id","is_correct","seconds");