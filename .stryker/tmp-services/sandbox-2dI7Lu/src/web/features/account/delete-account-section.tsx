// @ts-nocheck
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSignedOutLocally } from '../auth/public.ts';
import { deleteAccount } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function DeleteAccountSection() {
  const signedOut = useSignedOutLocally();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      toast({ title: 'Account deleted', description: 'Your account and its data have been deleted.' });
      signedOut();
    } catch (err) {
      setError(errorMessage(err, 'Could not delete your account. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      id="delete-account"
      icon={TriangleAlert}
      tone="danger"
      title="Delete account"
      description="Permanently delete your account, progress, bookmarks and sessions. This cannot be undone."
    >
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your account and everything stored with it. Enter your password to confirm.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="delete-password" label="Password">
              <PasswordInput
                id="delete-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            {error && <FormMessage kind="error">{error}</FormMessage>}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy && <Spinner className="size-4 text-white" label="Deleting account" />}
                Delete account permanently
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
