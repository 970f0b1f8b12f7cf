// @ts-nocheck
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '#shared/contracts/account';
import type { AuthUser } from '#shared/contracts/auth';
import { Avatar, initialsOf } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { authUserQuery } from '../auth/public.ts';
import { avatarFileProblem } from './avatar-rules.ts';
import { removeAvatar, uploadAvatar } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function AvatarSection({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  // The object URL lives as long as the chosen file.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reset() {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    setError(null);
    if (!picked) return;
    const problem = avatarFileProblem(picked);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setFile(picked);
  }

  async function run(kind: 'upload' | 'remove') {
    setBusy(kind);
    setError(null);
    try {
      const updated = kind === 'upload' && file ? await uploadAvatar(file) : await removeAvatar();
      queryClient.setQueryData(authUserQuery.queryKey, updated);
      reset();
      toast({
        title: kind === 'upload' ? 'Photo updated' : 'Photo removed',
        description: kind === 'upload' ? 'Your new profile photo is live.' : 'Your initials are shown instead.',
        variant: 'success',
      });
    } catch (err) {
      setError(errorMessage(err, kind === 'upload' ? 'Could not upload the photo.' : 'Could not remove the photo.'));
    } finally {
      setBusy(null);
    }
  }

  const initials = initialsOf(user.firstName, user.lastName, user.email[0]?.toUpperCase());
  return (
    <SettingsSection
      id="avatar"
      icon={ImageUp}
      title="Profile photo"
      description={`PNG, JPEG or WebP, up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB. It appears in the top bar.`}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={preview ?? user.profileImageUrl} initials={initials} className="size-20 text-xl" />
        <div className="grid gap-3">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            onChange={onPick}
            className="sr-only"
          />
          <div className="flex flex-wrap gap-2">
            {file ? (
              <>
                <Button onClick={() => run('upload')} disabled={busy !== null}>
                  {busy === 'upload' && <Spinner className="size-4 text-white" label="Uploading" />}
                  Save photo
                </Button>
                <Button variant="ghost" onClick={reset} disabled={busy !== null}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={busy !== null}>
                  <ImageUp aria-hidden="true" />
                  {user.profileImageUrl ? 'Change photo' : 'Upload photo'}
                </Button>
                {user.profileImageUrl && (
                  <Button variant="ghost" onClick={() => run('remove')} disabled={busy !== null}>
                    {busy === 'remove' ? (
                      <Spinner className="size-4" label="Removing" />
                    ) : (
                      <Trash2 aria-hidden="true" />
                    )}
                    Remove
                  </Button>
                )}
              </>
            )}
          </div>
          {file && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Preview of <span className="font-medium">{file.name}</span>. Save to use it.
            </p>
          )}
          <label htmlFor={inputId} className="sr-only">
            Choose a profile photo
          </label>
        </div>
      </div>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </SettingsSection>
  );
}
