// @ts-nocheck
import { z } from 'zod';

// Server-side validation of spec section 5 and issue 2. The web forms use the same schemas.
export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;
export const MIN_PASSWORD_LENGTH = 6;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
export const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(60);
export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(200);
export const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Username must be 3–30 characters of a–z, 0–9 or _');
export const phone = z
  .string()
  .trim()
  .max(20)
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number')
  .or(z.literal(''))
  .optional()
  .nullable();

export const registerBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  username,
  password,
  phone,
});
export type RegisterBody = z.infer<typeof registerBody>;
export const registerResponse = z.object({ success: z.boolean(), message: z.string() });

export const loginBody = z.object({ email, password: z.string().min(1, 'Password is required').max(200) });
export type LoginBody = z.infer<typeof loginBody>;
export const loginResponse = z.object({
  success: z.boolean(),
  token: z.string(),
  redirect: z.enum(['/', '/admin']),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordBody = z.object({ email });
export const verifyResetTokenQuery = z.object({ token: z.string().max(200).optional() });
export const verifyResetTokenResponse = z.object({ valid: z.boolean(), message: z.string() });
export const resetPasswordBody = z.object({
  token: z.string().min(1, 'Token is required').max(200),
  newPassword: password,
});

/** The signed-in user as every screen sees it (GET /api/auth/user). */
export const authUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.string(),
  isAdmin: z.boolean(),
  timezone: z.string(),
  xp: z.number(),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

export const subscriptionStatus = z.object({
  hasPaidSubscription: z.boolean(),
  isAdminAccess: z.boolean(),
  hasFreeAccess: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const logoutResponse = z.object({ success: z.boolean(), message: z.string() });
