// @ts-nocheck
import type {
  ChangePasswordBody,
  RevokeOthersResponse,
  SessionInfo,
  UpdateProfileBody,
} from '#shared/contracts/account';
import type { AuthUser } from '#shared/contracts/auth';
import { apiJson } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';

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

/** The account export as a file (named by the server; today's date when it does not say). */
export const downloadAccountExport = (now = new Date()) =>
  downloadFile('/api/account/export', `mba-prep-account-${now.toISOString().slice(0, 10)}.json`);
