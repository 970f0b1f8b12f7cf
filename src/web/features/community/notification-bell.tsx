import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Notification, type NotificationKind, UNREAD_CAP } from '#shared/contracts/community-notifications';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/cn.ts';
import { threadPath } from './community-api.ts';
import { markAllRead, markRead, NOTIFICATIONS_KEY, unreadQuery, useNotifications } from './notifications-api.ts';
import { timeAgo } from './post-card.tsx';

const WHAT: Record<NotificationKind, string> = {
  answer: 'answered your question',
  reply: 'replied to you',
  accepted: 'accepted your answer',
  mention: 'mentioned you',
  activity: 'posted in a thread you follow',
};

const countLabel = (n: number) => (n > UNREAD_CAP ? `${UNREAD_CAP}+` : String(n));

/** The top bar's bell: unread count, and the member's community notifications newest first. */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  const list = useNotifications(open);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const settle = (count: number) => {
    queryClient.setQueryData(unreadQuery.queryKey, { unread: count });
    void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY, 'list'] });
  };
  const failed = () => toast({ title: 'Could not update your notifications', variant: 'destructive' });

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      }}
    >
      <PopoverTrigger
        aria-label={unread > 0 ? `Notifications, ${countLabel(unread)} unread` : 'Notifications'}
        data-testid="notification-bell"
        className="relative flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] font-semibold leading-none text-white ring-2 ring-white dark:ring-slate-950"
          >
            {countLabel(unread)}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={12}
        aria-labelledby="notifications-heading"
        className="w-[min(24rem,calc(100vw-1.5rem))]"
      >
        <div className="flex min-h-12 items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
          <h2 id="notifications-heading" className="text-sm font-semibold">
            Notifications
          </h2>
          {unread > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="text-brand-700 dark:text-brand-300"
              onClick={() => markAllRead().then((r) => settle(r.unread), failed)}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </Button>
          )}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5" data-testid="notification-list">
          {list.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label="Loading notifications" />
            </div>
          ) : list.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-red-600 dark:text-red-400">
              Notifications could not be loaded.
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              No notifications yet. Replies, answers and mentions in the community show up here.
            </p>
          ) : (
            <ul className="grid gap-0.5">
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={() => {
                    setOpen(false);
                    if (!n.read) markRead(n.id).then((r) => settle(r.unread), failed);
                  }}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1 w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Show older'}
            </Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen(): void }) {
  return (
    <li>
      <Link
        to={threadPath({ id: n.postId, kind: n.postKind })}
        onClick={onOpen}
        data-unread={!n.read || undefined}
        className="flex items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            n.read ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-400',
          )}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block', !n.read && 'font-semibold')}>
            {n.actor.name} {WHAT[n.kind]}
            {!n.read && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="block truncate text-slate-700 dark:text-slate-300">{n.postTitle}</span>
          {n.excerpt && n.kind !== 'accepted' && (
            <span className="line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">{n.excerpt}</span>
          )}
          <span className="block text-xs text-slate-500 dark:text-slate-400">{timeAgo(n.createdAt)}</span>
        </span>
      </Link>
    </li>
  );
}
