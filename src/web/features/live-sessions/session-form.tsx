import { type FormEvent, useState } from 'react';
import type { AdminLiveSession, LiveSessionInput } from '#shared/contracts/live-sessions';
import { LIVE_SUBJECTS } from '#shared/domain/live-sessions';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { cn } from '../../lib/cn.ts';

/** datetime-local works in the browser's zone; the server gets an instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

// The shared field style (border, focus ring, dark mode), grown to a text area.
const textareaClasses = cn(inputClasses, 'h-auto min-h-20');

/** Create or edit a session: what, when, who hosts, the video and the seats. */
export function SessionForm(props: {
  initial?: AdminLiveSession;
  myId: string;
  busy: boolean;
  error?: string;
  onSubmit: (input: LiveSessionInput) => void;
  onCancel: () => void;
}) {
  const s = props.initial;
  const [v, setV] = useState({
    title: s?.title ?? '',
    subject: s?.subject ?? 'QA',
    description: s?.description ?? '',
    agenda: s?.agenda.join('\n') ?? '',
    materials: s?.materials.map((m) => `${m.title} | ${m.url}`).join('\n') ?? '',
    hostId: s?.host?.id ?? props.myId,
    startsAt: s ? toLocalInput(s.startsAt) : toLocalInput(new Date(Date.now() + 86_400_000).toISOString()),
    durationMinutes: String(s?.durationMinutes ?? 60),
    seatLimit: s?.seatLimit === null || s?.seatLimit === undefined ? '' : String(s.seatLimit),
    isPremium: s?.isPremium ?? false,
    videoKind: s?.videoKind ?? 'embed',
    videoUrl: s?.videoUrl ?? '',
  });
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((old) => ({ ...old, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({
      title: v.title,
      subject: v.subject as LiveSessionInput['subject'],
      description: v.description,
      agenda: v.agenda
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      materials: v.materials
        .split('\n')
        .map((l) => l.split('|').map((p) => p.trim()))
        .filter((p) => p.length === 2 && p[0] && p[1])
        .map(([title = '', url = '']) => ({ title, url })),
      hostId: v.hostId.trim() || null,
      startsAt: new Date(v.startsAt).toISOString(),
      durationMinutes: Number(v.durationMinutes),
      seatLimit: v.seatLimit ? Number(v.seatLimit) : null,
      isPremium: v.isPremium,
      videoKind: v.videoKind as LiveSessionInput['videoKind'],
      videoUrl: v.videoUrl,
      slowModeSeconds: s?.slowModeSeconds ?? 0,
    });
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={s ? 'Edit session' : 'Schedule a session'}
    >
      <FormField id="ls-title" label="Title">
        <Input id="ls-title" required minLength={3} value={v.title} onChange={(e) => set('title')(e.target.value)} />
      </FormField>
      <SelectField id="ls-subject" label="Subject" value={v.subject} onChange={set('subject')}>
        {LIVE_SUBJECTS.map((x) => (
          <option key={x} value={x}>
            {x}
          </option>
        ))}
      </SelectField>
      <FormField id="ls-starts" label="Starts at (your time)">
        <Input
          id="ls-starts"
          type="datetime-local"
          required
          value={v.startsAt}
          onChange={(e) => set('startsAt')(e.target.value)}
        />
      </FormField>
      <FormField id="ls-duration" label="Duration (minutes)">
        <Input
          id="ls-duration"
          type="number"
          min={10}
          max={600}
          required
          value={v.durationMinutes}
          onChange={(e) => set('durationMinutes')(e.target.value)}
        />
      </FormField>
      <FormField id="ls-seats" label="Seat limit" hint="Empty: no limit">
        <Input
          id="ls-seats"
          type="number"
          min={1}
          value={v.seatLimit}
          onChange={(e) => set('seatLimit')(e.target.value)}
        />
      </FormField>
      <FormField id="ls-host" label="Host (staff user id)" hint="Yourself by default">
        <Input id="ls-host" value={v.hostId} onChange={(e) => set('hostId')(e.target.value)} />
      </FormField>
      <SelectField id="ls-video-kind" label="Video" value={v.videoKind} onChange={set('videoKind')}>
        <option value="embed">Embed (YouTube Live, Jitsi Meet, Zoom web, Vimeo)</option>
        <option value="hls">HLS stream (.m3u8)</option>
      </SelectField>
      <FormField id="ls-video-url" label="Video URL">
        <Input
          id="ls-video-url"
          type="url"
          required
          value={v.videoUrl}
          onChange={(e) => set('videoUrl')(e.target.value)}
          placeholder="https://meet.jit.si/your-room"
        />
      </FormField>
      <FormField id="ls-description" label="Description">
        <textarea
          id="ls-description"
          className={textareaClasses}
          value={v.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </FormField>
      <FormField id="ls-agenda" label="Agenda (one item a line)">
        <textarea
          id="ls-agenda"
          className={textareaClasses}
          value={v.agenda}
          onChange={(e) => set('agenda')(e.target.value)}
        />
      </FormField>
      <FormField id="ls-materials" label="Materials (title | https link, one a line)">
        <textarea
          id="ls-materials"
          className={textareaClasses}
          value={v.materials}
          onChange={(e) => set('materials')(e.target.value)}
        />
      </FormField>
      <label className="flex items-center gap-2 self-center text-sm">
        <input type="checkbox" checked={v.isPremium} onChange={(e) => set('isPremium')(e.target.checked)} /> Premium
        members only
      </label>
      {props.error ? (
        <p className="text-sm font-medium text-red-600 sm:col-span-2 dark:text-red-400" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={props.busy}>
          {s ? 'Save changes' : 'Schedule session'}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Close
        </Button>
      </div>
    </form>
  );
}
