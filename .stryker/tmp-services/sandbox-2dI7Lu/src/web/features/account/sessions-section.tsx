// @ts-nocheck
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { describeUserAgent, formatDateTime } from './describe-session.ts';
import { fetchSessions, revokeOtherSessions, SESSIONS_URL } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function SessionsSection({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: [SESSIONS_URL], queryFn: fetchSessions, staleTime: 30_000 });
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  async function onRevoke() {
    setRevoking(true);
    setError(null);
    try {
      const { revoked } = await revokeOtherSessions();
      toast({
        title: 'Signed out other sessions',
        description: revoked === 1 ? '1 other session was signed out.' : `${revoked} other sessions were signed out.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    } catch (err) {
      setError(errorMessage(err, 'Could not sign out your other sessions. Please try again.'));
    } finally {
      setRevoking(false);
    }
  }

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title="Sessions"
      description="Devices where you are signed in. Sign out any you don't recognise."
    >
      {sessions.isLoading ? (
        <Spinner label="Loading sessions" />
      ) : sessions.isError ? (
        <FormMessage kind="error">{errorMessage(sessions.error, 'Could not load your sessions.')}</FormMessage>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {sessions.data?.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {describeUserAgent(s.userAgent)}
                  {s.current && <Badge variant="success">This device</Badge>}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {s.ip ? `${s.ip} · ` : ''}Signed in {formatDateTime(s.createdAt, timeZone)}
                </p>
              </div>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                Last active {formatDateTime(s.lastSeenAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div>
        <Button variant="outline" onClick={onRevoke} disabled={revoking || others === 0}>
          {revoking ? <Spinner className="size-4" label="Signing out" /> : <LogOut aria-hidden="true" />}
          Sign out other sessions
        </Button>
        {sessions.isSuccess && others === 0 && (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">You are only signed in on this device.</p>
        )}
      </div>
    </SettingsSection>
  );
}
