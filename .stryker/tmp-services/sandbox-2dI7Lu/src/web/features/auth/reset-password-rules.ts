// @ts-nocheck
import { MIN_PASSWORD_LENGTH } from '#shared/contracts/auth';
import type { ToastInput } from '../../components/ui/use-toast.ts';

/** Spec section 5: mismatch first, then the minimum length; null when the pair is acceptable. */
export function newPasswordProblem(password: string, confirm: string): ToastInput | null {
  if (password !== confirm) {
    return {
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
      variant: 'destructive',
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Password Too Short',
      description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
      variant: 'destructive',
    };
  }
  return null;
}

export const INVALID_LINK_TOAST: ToastInput = {
  title: 'Invalid Link',
  description: 'This reset link is invalid or expired.',
  variant: 'destructive',
};
