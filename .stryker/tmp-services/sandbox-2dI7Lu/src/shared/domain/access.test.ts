// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { hasPremiumAccess, isAdministrator } from './access.ts';

const none = { hasPaidSubscription: false, isAdminAccess: false, hasFreeAccess: false };

describe('hasPremiumAccess (spec 4: paid or admin access or free access)', () => {
  it('is false without a status or with no flag set', () => {
    expect(hasPremiumAccess(null)).toBe(false);
    expect(hasPremiumAccess(undefined)).toBe(false);
    expect(hasPremiumAccess(none)).toBe(false);
  });

  it.each([
    ['hasPaidSubscription', { ...none, hasPaidSubscription: true }],
    ['isAdminAccess', { ...none, isAdminAccess: true }],
    ['hasFreeAccess', { ...none, hasFreeAccess: true }],
  ])('is true with %s alone', (_name, status) => {
    expect(hasPremiumAccess(status)).toBe(true);
  });
});

describe('isAdministrator (spec 6: role admin, isAdmin, or the designated admin email)', () => {
  const ADMIN = 'chief@mbaprep.test';

  it('accepts role admin, the isAdmin flag, and the admin email in any case', () => {
    expect(isAdministrator({ role: 'admin', isAdmin: false, email: 'a@x.co' }, ADMIN)).toBe(true);
    expect(isAdministrator({ role: 'user', isAdmin: true, email: 'a@x.co' }, ADMIN)).toBe(true);
    expect(isAdministrator({ role: 'user', isAdmin: false, email: 'Chief@MBAPrep.test' }, ADMIN)).toBe(true);
    expect(isAdministrator({ email: 'chief@mbaprep.test' }, 'CHIEF@mbaprep.test')).toBe(true);
  });

  it('refuses everyone else, including look-alike emails and missing fields', () => {
    expect(isAdministrator({ role: 'user', isAdmin: false, email: 'a@x.co' }, ADMIN)).toBe(false);
    expect(isAdministrator({ role: 'Admin', email: 'a@x.co' }, ADMIN)).toBe(false);
    expect(isAdministrator({ email: 'chief@mbaprep.test.evil.com' }, ADMIN)).toBe(false);
    expect(isAdministrator({ email: 'xchief@mbaprep.test' }, ADMIN)).toBe(false);
    expect(isAdministrator({ role: null, isAdmin: null, email: null }, ADMIN)).toBe(false);
    expect(isAdministrator({}, ADMIN)).toBe(false);
  });
});
