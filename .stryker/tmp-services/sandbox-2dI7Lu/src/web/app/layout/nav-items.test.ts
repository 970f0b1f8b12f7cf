// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { adminNavItems, isNavItemActive, mainNavItems, staffNavItems, userMenuItems } from './nav-items.ts';

describe('side menu matching (spec "Layout")', () => {
  it('Home matches exactly only', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/settings')).toBe(false);
    expect(isNavItemActive('/', '/dashboard')).toBe(false);
  });

  it('other items match by path prefix on segment boundaries', () => {
    expect(isNavItemActive('/live-sessions', '/live-sessions')).toBe(true);
    expect(isNavItemActive('/live-sessions', '/live-sessions/42/room')).toBe(true);
    expect(isNavItemActive('/community', '/community-rules')).toBe(false);
    expect(isNavItemActive('/community', '/')).toBe(false);
  });

  it('lists Home first and Settings in the user menu', () => {
    expect(mainNavItems[0]).toMatchObject({ to: '/', label: 'Home' });
    expect(userMenuItems.map((i) => i.to)).toContain('/settings');
  });

  it('shows a staff-role account the content tools but not the admin-only desks', () => {
    const staffPaths = staffNavItems(false).map((i) => i.to);
    expect(staffPaths).toContain('/admin/qa-questions');
    expect(staffPaths).toContain('/admin/users');
    expect(staffPaths).toContain('/admin/mock-tests');
    expect(staffPaths).toContain('/admin/test-management');
    expect(staffPaths).not.toContain('/admin/payments');
    expect(staffPaths).not.toContain('/admin/audit');
    expect(staffNavItems(true)).toEqual(adminNavItems);
  });
});
