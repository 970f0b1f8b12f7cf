// @ts-nocheck
import { LogIn, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { dismissAllToasts, toast } from '../../components/ui/use-toast.ts';
import { errorMessage, HttpError } from '../../lib/api-client.ts';
import { AuthCard, AuthForm, linkClass } from './auth-card.tsx';
import { loginDestination } from './auth-storage.ts';
import { useAuth } from './use-auth.ts';
import { useLogin } from './use-session-actions.ts';

export const NOT_STAFF_TITLE = 'Not an administrator';

/** /admin/login: the staff form; a learner's account is refused by the server and no session opens. */
export function StaffSignInPage() {
  return <SignInPage staff />;
}

export function SignInPage({ staff = false }: { staff?: boolean }) {
  const { isAuthenticated, isStaff } = useAuth();
  const login = useLogin(staff);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [search] = useSearchParams();
  const next = staff ? null : search.get('next');

  // Already signed in (and not mid-login, which navigates by itself).
  if (isAuthenticated && !submitting && (!staff || isStaff))
    return <Navigate to={staff ? '/admin' : loginDestination(undefined, next)} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    // A 'Login failed' from the previous try must not outlive a successful one (issue 12).
    dismissAllToasts();
    try {
      const res = await login({ email, password }, next);
      if (!res.success) {
        toast({ title: 'Login failed', description: res.message || 'Invalid credentials', variant: 'destructive' });
        setSubmitting(false);
      }
    } catch (error) {
      // Spec section 8: the server's message or 'Invalid credentials'; an exception has its own text.
      const description =
        error instanceof HttpError ? errorMessage(error, 'Invalid credentials') : 'An error occurred during login';
      const notStaff = error instanceof HttpError && error.code === 'not_staff';
      toast({ title: notStaff ? NOT_STAFF_TITLE : 'Login failed', description, variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      icon={staff ? ShieldCheck : LogIn}
      title={staff ? 'Staff Sign In' : 'Sign In'}
      description={
        staff
          ? 'The staff console: administrators and staff only.'
          : 'Welcome back. Sign in to continue your preparation.'
      }
      footer={
        staff ? (
          <>
            A learner?{' '}
            <Link to="/login" className={linkClass}>
              Use the learner sign-in
            </Link>
          </>
        ) : (
          <>
            Don't have an account?{' '}
            <Link to="/signup" className={linkClass}>
              Sign up
            </Link>
          </>
        )
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={submitting} submitLabel="Sign In" busyLabel="Signing in">
        <FormField id="email" label="Email">
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
        </FormField>
        <div className="grid gap-1.5">
          <FormField id="password" label="Password">
            <PasswordInput
              id="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Link to="/forgot-password" className={`${linkClass} justify-self-end text-sm`}>
            Forgot password?
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
