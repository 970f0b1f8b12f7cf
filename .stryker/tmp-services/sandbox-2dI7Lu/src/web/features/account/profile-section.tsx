// @ts-nocheck
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { updateProfileBody } from '#shared/contracts/account';
import type { AuthUser } from '#shared/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { authUserQuery } from '../auth/public.ts';
import { updateProfile } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

const FIELDS = ['firstName', 'lastName', 'username', 'phone', 'timezone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(user: AuthUser): Values {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    phone: user.phone ?? '',
    timezone: user.timezone,
  };
}

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export function ProfileSection({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(user), [user]);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZones(user.timezone), [user.timezone]);
  const dirty = FIELDS.some((f) => values[f] !== initial[f]);

  const bind = (field: Field) => ({
    id: `profile-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `profile-${field}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = updateProfileBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        if (!found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await updateProfile({ ...parsed.data, phone: parsed.data.phone || null });
      queryClient.setQueryData(authUserQuery.queryKey, updated);
      setValues(valuesOf(updated));
      toast({ title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' });
    } catch (error) {
      setFormError(errorMessage(error, 'Could not save your profile. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection
      id="profile"
      icon={UserRound}
      title="Profile"
      description="Your name, username, phone number and time zone."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-firstName" label="First name" error={errors.firstName}>
            <Input autoComplete="given-name" {...bind('firstName')} />
          </FormField>
          <FormField id="profile-lastName" label="Last name" error={errors.lastName}>
            <Input autoComplete="family-name" {...bind('lastName')} />
          </FormField>
          <FormField id="profile-username" label="Username" error={errors.username}>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...bind('username')} />
          </FormField>
          <FormField
            id="profile-phone"
            label={
              <>
                Phone <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
              </>
            }
            error={errors.phone}
          >
            <Input type="tel" autoComplete="tel" {...bind('phone')} />
          </FormField>
          <FormField
            id="profile-timezone"
            label="Time zone"
            error={errors.timezone}
            hint="Used for your daily progress and streaks."
          >
            <select className={inputClasses} {...bind('timezone')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="profile-email" label="Email" hint="Your sign-in email cannot be changed here.">
            <Input id="profile-email" value={user.email} readOnly disabled />
          </FormField>
        </div>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving || !dirty}>
            {saving && <Spinner className="size-4 text-white" label="Saving" />}
            Save changes
          </Button>
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setValues(initial);
                setErrors({});
                setFormError(null);
              }}
            >
              Discard
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
