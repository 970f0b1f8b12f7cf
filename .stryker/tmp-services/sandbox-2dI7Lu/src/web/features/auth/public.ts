// @ts-nocheck
// What other features (and the app shell) use from auth: who is signed in, premium access, the session actions,
// the password rule.

export { signInLink, welcomeShownKey } from './auth-storage.ts';
export { newPasswordProblem } from './reset-password-rules.ts';
export { authUserQuery, SUBSCRIPTION_STATUS_URL, useAuth, usePremiumAccess } from './use-auth.ts';
export { useLogout, useSignedOutLocally } from './use-session-actions.ts';
