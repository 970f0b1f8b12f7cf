import { queryOptions } from '@tanstack/react-query';
import type {
  AdminLiveSession,
  AttendanceReport,
  LiveSessionDetail,
  LiveSessionInput,
  LiveSessionList,
} from '#shared/contracts/live-sessions';
import { apiJson } from '../../lib/api-client.ts';

export const LIVE_KEY = '/api/live-sessions';
export const ADMIN_LIVE_KEY = '/api/admin/live-sessions';

export const liveListQuery = () =>
  queryOptions({ queryKey: [LIVE_KEY], queryFn: () => apiJson<LiveSessionList>('GET', LIVE_KEY), staleTime: 0 });

export const liveDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [LIVE_KEY, id],
    queryFn: () => apiJson<LiveSessionDetail>('GET', `${LIVE_KEY}/${id}`),
    staleTime: 0,
  });

type Registration = { registered: boolean; seatsTaken: number };
export const registerFor = (id: string) => apiJson<Registration>('POST', `${LIVE_KEY}/${id}/registration`);
export const unregisterFrom = (id: string) => apiJson<Registration>('DELETE', `${LIVE_KEY}/${id}/registration`);
export const calendarUrl = (id: string) => `${LIVE_KEY}/${id}/calendar.ics`;

export const adminLiveQuery = () =>
  queryOptions({
    queryKey: [ADMIN_LIVE_KEY],
    queryFn: () => apiJson<{ items: AdminLiveSession[] }>('GET', ADMIN_LIVE_KEY),
    staleTime: 0,
  });
export const attendanceQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_LIVE_KEY, id, 'attendance'],
    queryFn: () => apiJson<AttendanceReport>('GET', `${ADMIN_LIVE_KEY}/${id}/attendance`),
    staleTime: 0,
  });
export const saveSession = (input: LiveSessionInput, id?: string) =>
  id
    ? apiJson<AdminLiveSession>('PUT', `${ADMIN_LIVE_KEY}/${id}`, input)
    : apiJson<AdminLiveSession>('POST', ADMIN_LIVE_KEY, input);
export const sessionAction = (id: string, action: 'start' | 'end' | 'cancel') =>
  apiJson<AdminLiveSession>('POST', `${ADMIN_LIVE_KEY}/${id}/${action}`);
export const postRecording = (id: string, recordingUrl: string) =>
  apiJson<AdminLiveSession>('PUT', `${ADMIN_LIVE_KEY}/${id}/recording`, { recordingUrl });
export const attendanceCsvUrl = (id: string) => `${ADMIN_LIVE_KEY}/${id}/attendance.csv`;

/** Attaches a material file; the title goes first so the server reads it before the file's bytes. */
export function uploadSessionFile(id: string, file: File, title: string) {
  const form = new FormData();
  if (title.trim()) form.append('title', title.trim());
  form.append('file', file);
  return apiJson<AdminLiveSession>('POST', `${ADMIN_LIVE_KEY}/${id}/files`, form);
}
export const removeSessionFile = (id: string, fileId: string) =>
  apiJson<AdminLiveSession>('DELETE', `${ADMIN_LIVE_KEY}/${id}/files/${fileId}`);
