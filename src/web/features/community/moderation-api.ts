import { queryOptions } from '@tanstack/react-query';
import type {
  EditBody,
  EditHistory,
  ItemTarget,
  ModerationBody,
  ModerationResult,
  ReportBody,
  UploadedImage,
} from '#shared/contracts/community-moderation';
import { apiJson } from '../../lib/api-client.ts';
import { COMMUNITY_KEY } from './community-api.ts';

// Members' side of moderation: report, edit with history, upload an image; and the thread page's staff tools.

const itemUrl = (target: ItemTarget, id: number) => `${COMMUNITY_KEY}/items/${target}/${id}`;

export const reportItem = (target: ItemTarget, id: number, body: ReportBody) =>
  apiJson<{ id: number }>('POST', `${itemUrl(target, id)}/reports`, body);

export const editItem = (target: ItemTarget, id: number, body: EditBody) =>
  apiJson<{ id: number; editedAt: string; version: number }>('PATCH', itemUrl(target, id), body);

export const historyQuery = (target: ItemTarget, id: number) =>
  queryOptions({
    queryKey: [COMMUNITY_KEY, 'history', target, id],
    queryFn: () => apiJson<EditHistory>('GET', `${itemUrl(target, id)}/history`),
  });

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiJson<UploadedImage>('POST', `${COMMUNITY_KEY}/uploads`, form);
}

export const moderateItem = (target: ItemTarget, id: number, body: ModerationBody) =>
  apiJson<ModerationResult>('POST', `/api/admin/community/items/${target}/${id}/moderation`, body);

export const suspendMember = (userId: string, days: number, reason: string) =>
  apiJson<{ userId: string; until: string }>('POST', `/api/admin/community/members/${userId}/suspend`, {
    days,
    reason,
  });
