// @ts-nocheck
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#shared/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiJson, errorMessage } from '../../lib/api-client.ts';
import { AuthCard, AuthForm, linkClass } from './auth-card.tsx';
import { INVALID_LINK_TOAST, newPasswordProblem } from './reset-password-rules.ts';

type Phase = 'verifying' | 'invalid' | 'form' | 'done';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'verifying' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const warnedMissing = useRef(false);

  useEffect(() => {
    if (!token) {
      if (!warnedMissing.current) toast(INVALID_LINK_TOAST);
      warnedMissing.current = true;
      setPhase('invalid');
      return;
    }
    let cancelled = false;
    setPhase('verifying');
    apiJson<{ valid: boolean; message: string }>('GET', `/api/verify-reset-token?token=${encodeURIComponent(token)}`)
      .then((res) => {
        if (cancelled) return;
        if (res.valid) setPhase('form');
        else {
          toast({ ...INVALID_LINK_TOAST, description: res.message || INVALID_LINK_TOAST.description });
          setPhase('invalid');
        }
      })
      .catch(() => {
        if (cancelled) return;
        toast({ title: 'Error', description: 'Failed to verify reset link', variant: 'destructive' });
        setPhase('invalid');
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      toast(problem);
      return;
    }
    setSubmitting(true);
    try {
      await apiJson('POST', '/api/reset-password', { token, newPassword: password });
      toast({
        title: 'Password Reset Successful',
        description: 'Your password has been updated successfully.',
        variant: 'success',
      });
      setPhase('done');
    } catch (error) {
      const description = errorMessage(error, 'Failed to reset password');
      toast({ title: 'Reset Failed', description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  if (phase === 'verifying') return <PageSpinner label="Verifying your reset link" />;

  if (phase === 'invalid') {
    return (
      <AuthCard
        icon={LinkIcon}
        title="Invalid or Expired Link"
        description="This password reset link is invalid or has expired. Reset links can be used once and expire after a while."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Request a new reset link</Link>
        </Button>
      </AuthCard>
    );
  }

  if (phase === 'done') {
    return (
      <AuthCard
        icon={CircleCheck}
        title="Password Reset Complete"
        description="Your password has been updated. You can now sign in with your new password."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Sign In</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={submitting} submitLabel="Reset Password" busyLabel="Resetting password">
        <FormField id="new-password" label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField id="confirm-password" label="Confirm new password">
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
