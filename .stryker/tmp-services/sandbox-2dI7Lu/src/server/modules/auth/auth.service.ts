// @ts-nocheck
import type { UserConflict } from '#server/db/unique-violation';
import type { AppDeps } from '#server/deps';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '#server/errors';
import { presentAuthUser } from '#server/presenters/user';
import type { AuthUser, LoginBody, RegisterBody, SubscriptionStatus } from '#shared/contracts/auth';
import { isAdministrator, isStaffMember } from '#shared/domain/access';
import { type AuthContext, hashToken, newToken, SESSION_DAYS } from '../access/public.ts';
import { authRepo } from './auth.repo.ts';
import { passwordChangedMail, RESET_TOKEN_MINUTES, resetPasswordMail } from './auth-mail.ts';
import { hashPassword, verifyPassword, warmDummyHash } from './passwords.ts';

export const MESSAGES = {
  registered: 'Account created successfully! Please sign in.',
  emailTaken: 'An account with this email already exists',
  registerThrottled: 'Too many sign-ups from this network. Please try again in an hour.',
  usernameTaken: 'This username is taken',
  invalidCredentials: 'Invalid credentials',
  loginThrottled: 'Too many login attempts. Try again in a minute.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  resetRequested: 'If an account exists for that email, a reset link is on its way.',
  resetThrottled: 'Too many reset requests for this email. Try again in an hour.',
  resetInvalid: 'This reset link is invalid or expired.',
  resetValid: 'This reset link is valid.',
  resetDone: 'Your password has been updated. Please sign in with your new password.',
  suspended: 'This account is suspended. Please contact support to restore access.',
  notStaff: 'This account is not an administrator. Sign in with a staff account, or use the learner sign-in.',
} as const;

// Limits of issue 2: failed logins per email, all login attempts per IP, reset mails per email.
export const LIMITS = {
  loginFailuresPerEmail: { max: 10, windowMs: 60_000 },
  loginAttemptsPerIp: { max: 60, windowMs: 60_000 },
  resetMailsPerEmail: { max: 5, windowMs: 60 * 60_000 },
  // Registration says when an email is taken (decision 0006); this caps how fast anyone can probe with it.
  registrationsPerIp: { max: 20, windowMs: 60 * 60_000 },
} as const;

const DAY_MS = 86_400_000;
/** Every forgot-password answer takes at least this long (the known-address path's extra work hides in it). */
export const FORGOT_PASSWORD_FLOOR_MS = 120;

export const conflictMessage = (field: UserConflict) =>
  field === 'email' ? MESSAGES.emailTaken : MESSAGES.usernameTaken;

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Sign-up, sign-in and out, password reset, and who the caller is (spec sections 4 and 5). */
export function authService(deps: Pick<AppDeps, 'config' | 'clock' | 'counters' | 'mailer' | 'database' | 'access'>) {
  const { config, clock, counters, mailer } = deps;
  const { db } = deps.database;
  const repo = authRepo(db);
  void warmDummyHash();

  async function sendResetLink(email: string, log: (err: unknown) => void): Promise<void> {
    const { max, windowMs } = LIMITS.resetMailsPerEmail;
    if ((await counters.hit(`reset-mail:${email}`, windowMs)) > max) throw tooManyRequests(MESSAGES.resetThrottled);
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    const token = newToken();
    const now = clock.now();
    await repo.insertPasswordReset({
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    mailer.send(resetPasswordMail(user.email, user.firstName, link)).catch(log);
  }

  return {
    /** A reset link to this address if it has an account (the staff console's "send a password-reset link"). */
    sendResetLink,

    currentUser: (auth: AuthContext): AuthUser => presentAuthUser(auth.user, config.ADMIN_EMAIL),

    subscriptionStatus: (auth: AuthContext): Promise<SubscriptionStatus> => deps.access.status(auth),

    async register(body: RegisterBody, ip: string): Promise<void> {
      const { max, windowMs } = LIMITS.registrationsPerIp;
      if ((await counters.hit(`register-ip:${ip}`, windowMs)) > max) throw tooManyRequests(MESSAGES.registerThrottled);
      if (await repo.findUserByEmail(body.email)) throw conflict(MESSAGES.emailTaken);
      if (await repo.usernameTaken(body.username)) throw conflict(MESSAGES.usernameTaken);
      const now = clock.now();
      const result = await repo.insertUser({
        email: body.email,
        username: body.username,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ? body.phone : null,
        createdAt: now,
        updatedAt: now,
      });
      // A concurrent registration can win between the checks and the insert: still a 409, never a 500.
      if ('conflict' in result) throw conflict(conflictMessage(result.conflict));
    },

    /** `staffOnly` (the /admin/login form): a correct password on a learner's account opens no session. */
    async login(body: LoginBody, meta: ClientMeta, opts: { staffOnly?: boolean } = {}) {
      const { loginAttemptsPerIp: perIp, loginFailuresPerEmail: perEmail } = LIMITS;
      const emailKey = `login-fail:${body.email}`;
      if (meta.ip && (await counters.hit(`login-ip:${meta.ip}`, perIp.windowMs)) > perIp.max) {
        throw tooManyRequests(MESSAGES.loginThrottled);
      }
      if ((await counters.peek(emailKey, perEmail.windowMs)) >= perEmail.max) {
        throw tooManyRequests(MESSAGES.loginThrottled);
      }
      const user = await repo.findUserByEmail(body.email);
      const ok = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !ok) {
        await counters.hit(emailKey, perEmail.windowMs);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      if (user.suspendedAt) throw new AppError(403, 'account_suspended', MESSAGES.suspended);
      const admin = isAdministrator(user, config.ADMIN_EMAIL);
      if (opts.staffOnly && !admin && !isStaffMember(user)) throw new AppError(403, 'not_staff', MESSAGES.notStaff);
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
      await repo.insertSession({
        userId: user.id,
        tokenHash: hashToken(token),
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        ip: meta.ip,
        now,
        expiresAt,
      });
      const redirect = admin || (opts.staffOnly && isStaffMember(user)) ? ('/admin' as const) : ('/' as const);
      return { token, expiresAt, redirect };
    },

    async logout(sessionId: string | undefined) {
      if (sessionId) await repo.deleteSession(sessionId);
    },

    /**
     * Same answer whether or not the account exists, after the same time (the mail is sent without waiting, and
     * every answer takes at least FORGOT_PASSWORD_FLOOR_MS), so neither text nor timing tells.
     */
    async forgotPassword(email: string, log: (err: unknown) => void): Promise<void> {
      const started = performance.now();
      await sendResetLink(email, log);
      const wait = FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },

    async verifyResetToken(token: string | undefined) {
      const row = token ? await repo.findUsableReset(hashToken(token), clock.now()) : undefined;
      return row ? { valid: true, message: MESSAGES.resetValid } : { valid: false, message: MESSAGES.resetInvalid };
    },

    async resetPassword(token: string, newPassword: string, log: (err: unknown) => void): Promise<void> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      // Cheap check first so a bad link does not cost an argon2 hash.
      if (!(await repo.findUsableReset(tokenHash, now))) throw badRequest(MESSAGES.resetInvalid);
      const passwordHash = await hashPassword(newPassword);
      // One transaction: claim the token, set the hash, retire the user's other links, end every session.
      const user = await db.transaction(async (tx) => {
        const r = authRepo(tx);
        const claimed = await r.claimReset(tokenHash, now);
        if (!claimed) return undefined;
        const changed = await r.setPassword(claimed.userId, passwordHash, now);
        await r.retireResets(claimed.userId, now);
        await r.endSessions(claimed.userId);
        return changed;
      });
      if (!user) throw badRequest(MESSAGES.resetInvalid);
      mailer.send(passwordChangedMail(user.email, user.firstName, config.APP_URL)).catch(log);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
