ALTER TABLE "question_sets" DROP CONSTRAINT "question_sets_section_check";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_section_check";--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_section_check" CHECK ("question_sets"."section" in ('QA', 'VARC', 'DILR', 'DM', 'GA', 'IE'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_check" CHECK ("questions"."section" in ('QA', 'VARC', 'DILR', 'DM', 'GA', 'IE'));