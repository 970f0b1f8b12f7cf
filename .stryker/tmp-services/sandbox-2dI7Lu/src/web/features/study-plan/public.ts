// @ts-nocheck
// What other features use from the study plan: the generator card and the daily completions.
export { completionsQuery, markDailyCompletion, todayQuestionsQuery } from './study-plan-api.ts';
export { StudyPlanGenerator } from './study-plan-generator.tsx';
