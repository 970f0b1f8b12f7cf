// The AI tutor's daily allowance (issue 16): counted on the server per calendar day in India.
export const TUTOR_DAILY_LIMITS = { guest: 5, free: 20, premium: 300 } as const;
export type TutorTier = keyof typeof TUTOR_DAILY_LIMITS;

/**
 * Guests on one network address share this many a day: a guest's own count hangs on a cookie, which is easy to
 * drop. Generous, because a hostel or a coaching centre puts many aspirants behind one address.
 */
export const GUEST_ADDRESS_DAILY_LIMIT = 50;

/** Longest message a learner may send; longer → 400. */
export const TUTOR_MESSAGE_MAX = 4000;

/** Premium counts only with a plan that includes the tutor (aiTutorAccess); a guest is always a guest. */
export function tutorTier(caller: { signedIn: boolean; premium: boolean; aiTutorAccess: boolean }): TutorTier {
  if (!caller.signedIn) return 'guest';
  return caller.premium && caller.aiTutorAccess ? 'premium' : 'free';
}

/** The sentence shown when the day's messages are used up, with the way on. */
export function tutorLimitMessage(tier: TutorTier): string {
  const limit = TUTOR_DAILY_LIMITS[tier];
  if (tier === 'guest')
    return `You have used today's ${limit} free tutor messages. Sign up free for ${TUTOR_DAILY_LIMITS.free} a day.`;
  if (tier === 'free')
    return `You have used today's ${limit} tutor messages. Upgrade to Premium for ${TUTOR_DAILY_LIMITS.premium} a day.`;
  return `You have used today's ${limit} tutor messages. They renew at midnight (India time).`;
}

/** The sentence shown when the guests of one network address have used their shared allowance. */
export const GUEST_ADDRESS_LIMIT_MESSAGE = `Guests on this network have used today's free tutor messages. Sign up free for ${TUTOR_DAILY_LIMITS.free} a day.`;
