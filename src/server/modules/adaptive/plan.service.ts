import type { StudyPlanDto } from '#shared/contracts/study-plan';
import { buildStudyPlan, checkPlanLength } from '#shared/domain/study-plan';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { adaptiveService, Learner } from './adaptive.service.ts';

/**
 * POST /api/study-plan: the spec's plan (budgets, counts, top-up) built on the server from the adaptive selection.
 * Guests and learners without premium access keep to 1 hour, with the spec's texts as the error messages.
 */
export async function buildPlan(
  adaptive: ReturnType<typeof adaptiveService>,
  auth: AuthContext | null,
  hours: number,
): Promise<StudyPlanDto> {
  const learner: Learner | null = auth ? await adaptive.learnerFor(auth, auth.user.id) : null;
  const limit = checkPlanLength(hours, { signedIn: !!auth, premium: !!learner?.premium });
  if (limit) {
    throw new AppError(403, auth ? 'premium_required' : 'login_required', limit.description, { title: limit.title });
  }
  return buildStudyPlan(hours, (subject, count, targetTime) => adaptive.select(learner, subject, count, targetTime));
}
