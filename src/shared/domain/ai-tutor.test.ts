import { describe, expect, it } from 'vitest';
import {
  GUEST_ADDRESS_DAILY_LIMIT,
  GUEST_ADDRESS_LIMIT_MESSAGE,
  TUTOR_DAILY_LIMITS,
  TUTOR_MESSAGE_MAX,
  tutorLimitMessage,
  tutorTier,
} from './ai-tutor.ts';

describe('the tutor allowance', () => {
  it('has the daily numbers of issue 16 and a 4,000-character message', () => {
    expect(TUTOR_DAILY_LIMITS).toEqual({ guest: 5, free: 20, premium: 300 });
    expect(TUTOR_MESSAGE_MAX).toBe(4000);
    expect(GUEST_ADDRESS_DAILY_LIMIT).toBe(50);
  });

  it('counts premium only with a plan that includes the tutor; a guest is a guest whatever else is said', () => {
    expect(tutorTier({ signedIn: false, premium: true, aiTutorAccess: true })).toBe('guest');
    expect(tutorTier({ signedIn: true, premium: false, aiTutorAccess: false })).toBe('free');
    expect(tutorTier({ signedIn: true, premium: true, aiTutorAccess: false })).toBe('free');
    expect(tutorTier({ signedIn: true, premium: false, aiTutorAccess: true })).toBe('free');
    expect(tutorTier({ signedIn: true, premium: true, aiTutorAccess: true })).toBe('premium');
  });

  it('names the used allowance and the way on for each tier', () => {
    expect(tutorLimitMessage('guest')).toBe("You have used today's 5 free tutor messages. Sign up free for 20 a day.");
    expect(tutorLimitMessage('free')).toBe(
      "You have used today's 20 tutor messages. Upgrade to Premium for 300 a day.",
    );
    expect(tutorLimitMessage('premium')).toBe(
      "You have used today's 300 tutor messages. They renew at midnight (India time).",
    );
    expect(GUEST_ADDRESS_LIMIT_MESSAGE).toBe(
      "Guests on this network have used today's free tutor messages. Sign up free for 20 a day.",
    );
  });
});
