import { io, type Socket } from 'socket.io-client';

// A room member as a Socket.IO client (tests and the live-room bench): connect, wait for events, send with acks.

export interface LiveClient {
  socket: Socket;
  /** Every event received so far, by name. */
  seen: Map<string, unknown[]>;
  /** Resolves with the first event named `event` (received after the call, or already seen) matching `where`. */
  next<T>(event: string, where?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  send(event: string, payload?: unknown): Promise<{ ok: boolean; code?: string; message?: string }>;
  close(): void;
}

/** `headers`: sent with the handshake instead of (or besides) auth.token, e.g. the session cookie. */
export function connectLive(
  port: number,
  sessionId: string,
  token?: string,
  headers?: Record<string, string>,
): Promise<LiveClient> {
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    auth: { sessionId, ...(token ? { token } : {}) },
    ...(headers ? { extraHeaders: headers } : {}),
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  const seen = new Map<string, unknown[]>();
  const waiters: Array<{ event: string; where: (p: unknown) => boolean; resolve: (p: unknown) => void }> = [];
  socket.onAny((event: string, payload: unknown) => {
    const list = seen.get(event) ?? [];
    list.push(payload);
    seen.set(event, list);
    for (const w of [...waiters]) {
      if (w.event === event && w.where(payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  const client: LiveClient = {
    socket,
    seen,
    next<T>(event: string, where: (payload: T) => boolean = () => true, timeoutMs = 10_000) {
      const already = (seen.get(event) ?? []).find((p) => where(p as T));
      if (already !== undefined) return Promise.resolve(already as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          event,
          where: (p) => where(p as T),
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p as T);
          },
        });
      });
    },
    send(event, payload = {}) {
      return socket.timeout(10_000).emitWithAck(event, payload);
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
      socket.close();
      reject(Object.assign(new Error(error.message), { code: error.data?.code }));
    });
  });
}
