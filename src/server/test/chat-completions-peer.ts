import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the peer answers the next requests. */
export type PeerBehaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  /** Writes some chunks, then drops the connection mid-stream. */
  | { kind: 'fail-mid-stream'; chunks: string[] }
  /** Writes some chunks, then stays silent (for Stop and the time-out). */
  | { kind: 'hang'; chunks: string[] };

export interface ChatPeer {
  /** The base URL to hand the openai client (…/v1). */
  url: string;
  behaviour: PeerBehaviour;
  /** Every request body received, parsed. */
  received: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  authorizations: (string | undefined)[];
  /** Resolves when a hanging response's connection closes (the client aborted). */
  closed: () => Promise<void>;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/** A local OpenAI-compatible Chat Completions server on 127.0.0.1 that streams SSE chunks as told. */
export async function startChatPeer(): Promise<ChatPeer> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let onClosed: (() => void) | null = null;
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    peer.received.push(JSON.parse(raw));
    peer.authorizations.push(req.headers.authorization);
    const b = peer.behaviour;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.on('close', () => onClosed?.());
    for (const c of b.chunks) {
      res.write(chunk(c));
      await sleep(b.kind === 'stream' ? (b.delayMs ?? 5) : 5);
    }
    if (b.kind === 'fail-mid-stream') {
      res.socket?.destroy();
      return;
    }
    if (b.kind === 'hang') return;
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const peer: ChatPeer = {
    url: `http://127.0.0.1:${port}/v1`,
    behaviour: { kind: 'stream', chunks: [] },
    received: [],
    authorizations: [],
    closed: () => new Promise((resolve) => (onClosed = resolve)),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return peer;
}
