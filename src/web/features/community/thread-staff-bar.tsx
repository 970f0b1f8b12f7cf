import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Lock, type LucideIcon, Pin, PinOff, Shield, Unlock, UserX } from 'lucide-react';
import { useState } from 'react';
import type { PostDetail } from '#shared/contracts/community';
import type { ModerationAction, ModerationBody } from '#shared/contracts/community-moderation';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { COMMUNITY_KEY, channelsQuery } from './community-api.ts';
import { moderateItem } from './moderation-api.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

interface StaffAction {
  action: ModerationAction;
  label: string;
  Icon: LucideIcon;
}

/** The thread's on/off states, each with the button that turns it on and the one that turns it back off. */
const TOGGLES: ReadonlyArray<{ isOn(post: PostDetail): boolean; on: StaffAction; off: StaffAction }> = [
  {
    isOn: (post) => post.locked,
    on: { action: 'lock', label: 'Lock thread', Icon: Lock },
    off: { action: 'unlock', label: 'Unlock', Icon: Unlock },
  },
  {
    isOn: (post) => post.pinned,
    on: { action: 'pin', label: 'Pin', Icon: Pin },
    off: { action: 'unpin', label: 'Unpin', Icon: PinOff },
  },
  {
    isOn: (post) => post.hidden,
    on: { action: 'hide', label: 'Hide thread', Icon: EyeOff },
    off: { action: 'restore', label: 'Restore', Icon: Eye },
  },
];

/** The thread page's tools for staff: lock, pin, move, hide the thread and suspend its author. */
export function ThreadStaffBar({ post }: { post: PostDetail }) {
  const client = useQueryClient();
  const channels = useQuery(channelsQuery);
  const [suspending, setSuspending] = useState(false);
  const act = useMutation({
    mutationFn: (body: ModerationBody) => moderateItem('post', post.id, body),
    onSuccess: async (_res, body) => {
      await client.invalidateQueries({ queryKey: [COMMUNITY_KEY] });
      toast({ title: `Thread: ${body.action}${body.channel ? ` to ${body.channel}` : ''} done`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }),
  });
  const busy = act.isPending;
  return (
    <section
      aria-label="Moderation"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50/60 px-3 py-2 text-sm dark:border-amber-500/50 dark:bg-amber-500/5"
    >
      <span className="inline-flex items-center gap-1 font-medium text-amber-900 dark:text-amber-200">
        <Shield className="size-4" aria-hidden="true" /> Staff
      </span>
      {TOGGLES.map((toggle) => {
        const { action, label, Icon } = toggle.isOn(post) ? toggle.off : toggle.on;
        // Keyed by the toggle, not the action: flipping updates the same button instead of mounting a new one.
        return (
          <Button
            key={toggle.on.action}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => act.mutate({ action })}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">Move to channel</span>
        <select
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs dark:border-slate-700 dark:bg-slate-900"
          value={post.channel.slug}
          disabled={busy}
          onChange={(e) => act.mutate({ action: 'move', channel: e.target.value })}
          aria-label="Move to channel"
        >
          {(channels.data?.items ?? [{ slug: post.channel.slug, name: post.channel.name }]).map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="outline" onClick={() => setSuspending(true)}>
        <UserX aria-hidden="true" /> Suspend author
      </Button>
      <SuspendDialog open={suspending} onOpenChange={setSuspending} member={post.author} />
    </section>
  );
}
