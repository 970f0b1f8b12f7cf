// @ts-nocheck
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiJson, errorMessage, HttpError } from '../../lib/api-client.ts';
import { AuthCard, AuthForm, linkClass } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    try {
      await apiJson('POST', '/api/forgot-password', { email });
      setSent(true);
      toast({
        title: 'Reset link sent',
        description: 'Please check your email for password reset instructions.',
        variant: 'success',
      });
    } catch (error) {
      const description =
        error instanceof HttpError
          ? errorMessage(error, 'Failed to send reset email')
          : 'An error occurred. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <AuthCard
        icon={MailCheck}
        title="Check Your Email"
        description={
          <>
            If an account exists for <strong className="text-slate-900 dark:text-slate-100">{email}</strong>, we have
            sent a link to reset your password.
          </>
        }
        footer={
          <button type="button" className={linkClass} onClick={() => setSent(false)}>
            Use a different email
          </button>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter your account email and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={linkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={submitting} submitLabel="Send Reset Link" busyLabel="Sending">
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
      </AuthForm>
    </AuthCard>
  );
}
