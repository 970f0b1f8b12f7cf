// @ts-nocheck
import { z } from 'zod';
import { name, password, phone, username } from './auth.ts';

// The signed-in user's own account (/settings): profile, avatar, password, sessions, export, deletion.
export const updateProfileBody = z.object({
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  username: username.optional(),
  phone,
  timezone: z.string().max(64).optional(),
});
export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword: password });
export const deleteAccountBody = z.object({ password: z.string().min(1, 'Password is required').max(200) });
export const sessionInfo = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

// Account API answers (issue 2).
export const revokeOthersResponse = z.object({ revoked: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponse>;
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** Avatar upload rules, shared so the settings form can check before sending. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
