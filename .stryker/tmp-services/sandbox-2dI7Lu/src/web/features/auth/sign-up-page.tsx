// @ts-nocheck
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH, registerBody } from '#shared/contracts/auth';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiJson, errorMessage, HttpError } from '../../lib/api-client.ts';
import { AuthCard, AuthForm, linkClass } from './auth-card.tsx';
import { useAuth } from './use-auth.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', username: '', password: '', phone: '' };

/** First zod message per field, for inline errors. */
export function fieldErrors(values: Values): Partial<Record<Field, string>> {
  const parsed = registerBody.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Field;
    if (FIELDS.includes(key) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function SignUpPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  if (isAuthenticated) return <Navigate to="/" replace />;

  const bind = (field: Field) => ({
    id: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const body = { ...values, phone: values.phone.trim() || undefined };
      const res = await apiJson<{ success: boolean; message: string }>('POST', '/api/register', body);
      if (!res.success) {
        toast({
          title: 'Registration failed',
          description: res.message || 'Failed to create account',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Success', description: 'Account created successfully! Please sign in.', variant: 'success' });
      navigate('/login');
    } catch (error) {
      const description =
        error instanceof HttpError
          ? errorMessage(error, 'Failed to create account')
          : 'An error occurred during registration';
      toast({ title: 'Registration failed', description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      icon={UserPlus}
      title="Create your account"
      description="Start preparing for CAT, XAT, NMAT, SNAP and CMAT."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        submitting={submitting}
        submitLabel="Create Account"
        busyLabel="Creating your account"
        noValidate
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="firstName" label="First name" error={errors.firstName}>
            <Input autoComplete="given-name" required {...bind('firstName')} />
          </FormField>
          <FormField id="lastName" label="Last name" error={errors.lastName}>
            <Input autoComplete="family-name" required {...bind('lastName')} />
          </FormField>
        </div>
        <FormField id="email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" required placeholder="you@example.com" {...bind('email')} />
        </FormField>
        <FormField id="username" label="Username" error={errors.username} hint="3–30 characters: a–z, 0–9 or _">
          <Input autoComplete="username" required autoCapitalize="none" spellCheck={false} {...bind('username')} />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        >
          <PasswordInput autoComplete="new-password" required {...bind('password')} />
        </FormField>
        <FormField
          id="phone"
          label={
            <>
              Phone <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
            </>
          }
          error={errors.phone}
        >
          <Input type="tel" autoComplete="tel" placeholder="+91 98765 43210" {...bind('phone')} />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
