import type {
  ChangePasswordBody,
  RevokeOthersResponse,
  SessionInfo,
  UpdateProfileBody,
} from '#shared/contracts/account';
import type { AuthUser } from '#shared/contracts/auth';
import { apiJson, apiRequest } from '../../lib/api-client.ts';

export const SESSIONS_URL = '/api/account/sessions';

export const updateProfile = (body: UpdateProfileBody) => apiJson<AuthUser>('PATCH', '/api/account/profile', body);

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiJson<AuthUser>('POST', '/api/account/avatar', form);
}

export const removeAvatar = () => apiJson<AuthUser>('DELETE', '/api/account/avatar');

export const changePassword = (body: ChangePasswordBody) =>
  apiJson<{ message?: string } | undefined>('POST', '/api/account/password', body);

export const fetchSessions = () => apiJson<SessionInfo[]>('GET', SESSIONS_URL);

export const revokeOtherSessions = () => apiJson<RevokeOthersResponse>('POST', '/api/account/sessions/revoke-others');

export const deleteAccount = (password: string) => apiJson<unknown>('DELETE', '/api/account', { password });

/** Fetches the export with the auth header and hands it to the browser as a file. */
export async function downloadAccountExport(now = new Date()) {
  const res = await apiRequest('GET', '/api/account/export');
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `mba-prep-account-${now.toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
