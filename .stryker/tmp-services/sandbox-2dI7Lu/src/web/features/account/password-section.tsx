// @ts-nocheck
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#shared/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { newPasswordProblem } from '../auth/public.ts';
import { changePassword, SESSIONS_URL } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function PasswordSection() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!current) {
      setFeedback({ kind: 'error', text: 'Enter your current password.' });
      return;
    }
    const problem = newPasswordProblem(next, confirm);
    if (problem) {
      setFeedback({ kind: 'error', text: problem.description ?? problem.title });
      return;
    }
    setSaving(true);
    setFeedback(null);
    try {
      const res = await changePassword({ currentPassword: current, newPassword: next });
      const text = res?.message || 'Your password has been updated.';
      setFeedback({ kind: 'success', text });
      toast({ title: 'Password updated', variant: 'success' });
      setCurrent('');
      setNext('');
      setConfirm('');
      await queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error, 'Could not change your password. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection
      id="password"
      icon={LockKeyhole}
      title="Change password"
      description="After a change, your other devices are signed out."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="current-password" label="Current password">
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="settings-new-password"
            label="New password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          >
            <PasswordInput
              id="settings-new-password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </FormField>
          <FormField id="settings-confirm-password" label="Confirm new password">
            <PasswordInput
              id="settings-confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </FormField>
        </div>
        {feedback && <FormMessage kind={feedback.kind}>{feedback.text}</FormMessage>}
        <div>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner className="size-4 text-white" label="Updating password" />}
            Update password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
