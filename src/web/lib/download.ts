import { apiRequest } from './api-client.ts';

/**
 * Downloads an authenticated file: fetched with the session (a plain link could not send the header), named by the
 * server's content-disposition or `fallbackName`, and handed to the browser as a download.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await apiRequest('GET', url);
  const disposition = res.headers.get('content-disposition') ?? '';
  // RFC 6266: the UTF-8 filename* (any script) wins over the ASCII filename.
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = (utf8 && safeDecode(utf8)) || /filename="([^"]+)"/.exec(disposition)?.[1] || fallbackName;
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

function safeDecode(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
