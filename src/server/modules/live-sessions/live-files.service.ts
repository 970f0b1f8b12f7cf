import { randomUUID } from 'node:crypto';
import {
  LIVE_FILE_MAX_BYTES,
  LIVE_FILE_TYPES,
  LIVE_FILES_PER_SESSION,
  type LiveFile,
} from '#shared/contracts/live-sessions';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../errors.ts';
import { sniffFile } from '../../lib/file-signature.ts';
import type { AuthContext } from '../access/public.ts';
import { type LiveFileRow, liveFilesRepo } from './live-files.repo.ts';
import { attachmentHeader, downloadName, isMaterialKind, liveFileStore, mayDownloadFiles } from './live-files.ts';
import { type LiveSessionRow, liveSessionsRepo } from './live-sessions.repo.ts';

export const LIVE_FILE_MESSAGES = {
  tooLarge: `file: must be ${LIVE_FILE_MAX_BYTES / 1024 / 1024} MB or smaller`,
  badType: `file: must be a ${LIVE_FILE_TYPES} file (checked by its content, not its name)`,
  empty: 'file: the file is empty',
  full: `A session holds at most ${LIVE_FILES_PER_SESSION} files. Remove one first.`,
  denied: 'The files of this premium session are for its registered premium members.',
} as const;

/** A session's material files: staff attach and remove them; viewers allowed by mayDownloadFiles download them. */
export function liveFilesService(deps: Pick<AppDeps, 'database' | 'clock' | 'access' | 'audit' | 'config'>) {
  const { db } = deps.database;
  const files = liveFilesRepo(db);
  const sessions = liveSessionsRepo(db);
  const store = liveFileStore(deps.config.dataDir);

  async function session(id: string) {
    const row = await sessions.find(id);
    if (!row) throw notFound('Live session not found.');
    return row.session;
  }

  const moderates = (auth: AuthContext, s: LiveSessionRow) => auth.isStaff || s.hostId === auth.user.id;
  const mayDownload = (auth: AuthContext, s: LiveSessionRow) =>
    mayDownloadFiles({ moderates: moderates(auth, s) }, s, {
      registered: () => sessions.isRegistered(s.id, auth.user.id),
      premium: () => deps.access.isPremium(auth),
    });

  const present = (row: LiveFileRow, downloadable: boolean): LiveFile => ({
    id: row.id,
    title: row.title,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    url: `/api/live-sessions/${row.sessionId}/files/${row.id}`,
    downloadable,
  });

  return {
    /** The files as this viewer sees them (listed for everyone; downloadable says whether the link works). */
    async listFor(auth: AuthContext, s: LiveSessionRow): Promise<LiveFile[]> {
      const rows = await files.list(s.id);
      if (rows.length === 0) return [];
      const allowed = await mayDownload(auth, s);
      return rows.map((r) => present(r, allowed));
    },

    /** Staff's view of many sessions' files at once (the staff list), by session id. */
    async forStaff(sessionIds: string[]): Promise<Map<string, LiveFile[]>> {
      const bySession = new Map<string, LiveFile[]>();
      for (const row of await files.listMany(sessionIds)) {
        const list = bySession.get(row.sessionId) ?? [];
        list.push(present(row, true));
        bySession.set(row.sessionId, list);
      }
      return bySession;
    },

    async add(actor: AuthContext, sessionId: string, upload: { bytes: Buffer; title: string }) {
      const s = await session(sessionId);
      if (s.status === 'cancelled') throw conflict('A cancelled session takes no new files.');
      if (upload.bytes.length > LIVE_FILE_MAX_BYTES) throw payloadTooLarge(LIVE_FILE_MESSAGES.tooLarge);
      if (upload.bytes.length === 0) throw badRequest(LIVE_FILE_MESSAGES.empty);
      const kind = sniffFile(upload.bytes);
      if (!isMaterialKind(kind)) throw badRequest(LIVE_FILE_MESSAGES.badType);
      const title = upload.title.trim().slice(0, 120);
      if (!title) throw badRequest('title: give the file a title');
      const id = randomUUID();
      const storedName = await store.save(sessionId, id, upload.bytes, kind);
      const values = {
        id,
        sessionId,
        title,
        storedName,
        mime: kind.mime,
        sizeBytes: upload.bytes.length,
        createdBy: actor.user.id,
        createdAt: deps.clock.now(),
      };
      let added = false;
      try {
        added = await files.insertWithin(values, LIVE_FILES_PER_SESSION);
      } finally {
        if (!added) await store.remove(sessionId, storedName);
      }
      if (!added) throw conflict(LIVE_FILE_MESSAGES.full);
      await deps.audit.record(db, actor, {
        action: 'live.file.add',
        targetType: 'live_session',
        targetId: sessionId,
        before: null,
        after: { fileId: id, title, mime: kind.mime, sizeBytes: upload.bytes.length },
      });
    },

    async remove(actor: AuthContext, sessionId: string, fileId: string) {
      await session(sessionId);
      const row = await files.delete(sessionId, fileId);
      if (!row) throw notFound('File not found.');
      await store.remove(sessionId, row.storedName);
      await deps.audit.record(db, actor, {
        action: 'live.file.remove',
        targetType: 'live_session',
        targetId: sessionId,
        before: { fileId, title: row.title },
        after: null,
      });
    },

    /** The file's stream and headers for this viewer, or a 403/404. */
    async download(auth: AuthContext, sessionId: string, fileId: string) {
      const s = await session(sessionId);
      const row = await files.find(sessionId, fileId);
      if (!row) throw notFound('File not found.');
      if (!(await mayDownload(auth, s))) throw forbidden(LIVE_FILE_MESSAGES.denied);
      const stream = await store.open(sessionId, row.storedName);
      if (!stream) throw notFound('File not found.');
      return {
        stream,
        mime: row.mime,
        size: row.sizeBytes,
        disposition: attachmentHeader(downloadName(row.title, row.storedName.split('.')[1] ?? '')),
      };
    },
  };
}

export type LiveFilesService = ReturnType<typeof liveFilesService>;
