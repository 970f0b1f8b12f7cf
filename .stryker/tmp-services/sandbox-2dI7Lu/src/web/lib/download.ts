// @ts-nocheck
import { apiRequest } from './api-client.ts';

/**
 * Downloads an authenticated file: fetched with the session (a plain link could not send the header), named by the
 * server's content-disposition or `fallbackName`, and handed to the browser as a download.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await apiRequest('GET', url);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a little later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
