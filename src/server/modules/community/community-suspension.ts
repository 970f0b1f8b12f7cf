import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import type { CommunityRepo } from './community.repo.ts';

/** The community's suspension error (the one writing posts gives), for reports, edits and uploads too. */
export async function refuseSuspended(repo: Pick<CommunityRepo, 'suspendedUntil'>, auth: AuthContext, now: Date) {
  if (auth.user.suspendedAt) throw new AppError(403, 'account_suspended', 'Your account is suspended.');
  const until = await repo.suspendedUntil(auth.user.id);
  if (until && until > now)
    throw new AppError(
      403,
      'account_suspended',
      `You are suspended from the community until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
}
