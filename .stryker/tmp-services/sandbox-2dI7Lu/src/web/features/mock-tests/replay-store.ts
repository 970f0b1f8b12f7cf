// @ts-nocheck
// The browser's copy of writes the server has not acknowledged yet, in IndexedDB (survives a reload or a crash),
// keyed by attempt. Replayed in order on the next load; a write the server already has is harmless to repeat.

export interface PendingWrite {
  questionId: number;
  status?: 'not_answered' | 'answered' | 'marked' | 'answered_marked';
  answer?: { option: number } | { text: string } | null;
  seconds: number;
  /** When the learner made it, on the server's clock (epoch ms): the server judges a late arrival by it. */
  sentAt?: number;
}

const DB_NAME = 'mock-tests';
const STORE = 'pending';

let connection: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  connection ??= new Promise((resolve) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
  return connection;
}

export async function loadPending(attemptId: string): Promise<PendingWrite[]> {
  const db = await open();
  if (!db) return [];
  return new Promise((resolve) => {
    const req = db.transaction(STORE).objectStore(STORE).get(attemptId);
    req.onsuccess = () => resolve((req.result as PendingWrite[] | undefined) ?? []);
    req.onerror = () => resolve([]);
  });
}

export async function storePending(attemptId: string, writes: PendingWrite[]): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    if (writes.length) tx.objectStore(STORE).put(writes, attemptId);
    else tx.objectStore(STORE).delete(attemptId);
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
  });
}
