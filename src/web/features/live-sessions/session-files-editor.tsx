import { useMutation } from '@tanstack/react-query';
import { FileText, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  type AdminLiveSession,
  LIVE_FILE_MAX_BYTES,
  LIVE_FILE_TYPES,
  LIVE_FILES_PER_SESSION,
  type LiveFile,
} from '#shared/contracts/live-sessions';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { removeSessionFile, uploadSessionFile } from './live-sessions-api.ts';
import { fileSize } from './live-time.ts';

const fileInputClasses =
  'block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700';

/** Staff attach material files to a session (PDF, PNG, JPEG up to 10 MB) and remove them. */
export function SessionFilesEditor({ session: s, onChanged }: { session: AdminLiveSession; onChanged: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [removing, setRemoving] = useState<LiveFile | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadSessionFile(s.id, f, title),
    onSuccess: () => {
      toast({ title: 'File attached', variant: 'success' });
      setFile(null);
      setTitle('');
      if (picker.current) picker.current.value = '';
      onChanged();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (f: LiveFile) => removeSessionFile(s.id, f.id),
    onSuccess: () => {
      toast({ title: 'File removed' });
      setRemoving(null);
      onChanged();
    },
    onError: (error) => toast({ title: 'Not removed', description: errorMessage(error), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(`Choose a ${LIVE_FILE_TYPES} file.`);
    if (file.size > LIVE_FILE_MAX_BYTES)
      return setProblem(`The file must be ${LIVE_FILE_MAX_BYTES / 1024 / 1024} MB or smaller.`);
    setProblem(undefined);
    upload.mutate(file);
  };
  const full = s.files.length >= LIVE_FILES_PER_SESSION;
  return (
    <div
      className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid="session-files"
    >
      <h3 className="text-sm font-semibold">Files</h3>
      {s.files.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No files yet.</p>
      ) : (
        <ul className="grid gap-1">
          {s.files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
                <span className="truncate">{f.title}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{fileSize(f.sizeBytes)}</span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(f)} aria-label={`Remove ${f.title}`}>
                <Trash2 aria-hidden /> Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {LIVE_FILES_PER_SESSION} files is the most a session holds.
        </p>
      ) : (
        <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" onSubmit={submit}>
          <FormField id={`file-title-${s.id}`} label="Title (optional)">
            <Input
              id={`file-title-${s.id}`}
              value={title}
              maxLength={120}
              placeholder="Defaults to the file name"
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormField>
          <FormField
            id={`file-${s.id}`}
            label="File"
            error={problem}
            hint={`${LIVE_FILE_TYPES}, up to ${LIVE_FILE_MAX_BYTES / 1024 / 1024} MB`}
          >
            <input
              ref={picker}
              id={`file-${s.id}`}
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
              className={fileInputClasses}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `file-${s.id}-error` : `file-${s.id}-hint`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblem(undefined);
              }}
            />
          </FormField>
          {/* Level with the fields below their labels (label line plus the gap). */}
          <Button type="submit" className="sm:mt-5" disabled={upload.isPending || !file}>
            <Upload aria-hidden /> {upload.isPending ? 'Uploading…' : 'Attach file'}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this file?"
        description={`“${removing?.title ?? ''}” is removed from the session page and can no longer be downloaded.`}
        cancelLabel="Keep it"
        confirmLabel="Remove file"
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
