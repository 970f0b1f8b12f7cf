import WebSocket from 'ws';

// A room attendee that only listens, speaking Socket.IO's wire format (Engine.IO 4, Socket.IO 5) over a bare
// WebSocket. bench:live-room runs 2,000 of them in its own process; with socket.io-client each, the bench's own
// decoding (about 100 µs a frame) was most of the measured delay, which on real devices happens in parallel.

export interface RoomListener {
  close(): void;
}

/**
 * Opens a websocket, answers the server's pings, joins `sessionId` with `token` and calls `onEvent` for every
 * event the server emits. Resolves once the server has let it in; rejects with the server's refusal.
 */
export function listenToRoom(
  port: number,
  sessionId: string,
  token: string,
  onEvent: (name: string, payload: unknown) => void,
): Promise<RoomListener> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
  const listener = { close: () => ws.close() };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no room entry within 20 s')), 20_000);
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '2') return ws.send('3'); // ping → pong
      if (text.startsWith('0')) return ws.send(`40${JSON.stringify({ sessionId, token })}`); // open → connect
      if (text.startsWith('40')) {
        clearTimeout(timer);
        return resolve(listener);
      }
      if (text.startsWith('44')) {
        clearTimeout(timer);
        return reject(new Error(`refused: ${text.slice(2)}`));
      }
      if (text.startsWith('42')) {
        const [name, payload] = JSON.parse(text.slice(2)) as [string, unknown];
        onEvent(name, payload);
      }
    });
  });
}
