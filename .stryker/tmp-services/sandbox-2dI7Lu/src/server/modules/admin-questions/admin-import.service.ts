// @ts-nocheck
import type { ExportQuery, ImportBody, ImportResult, ImportRowError } from '#shared/contracts/admin-questions';
import { type BankEntry, bankRepo } from '../../content/bank.repo.ts';
import { questionContentHash, setContentHash } from '../../content/bank-rows.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { rowToDraft } from '../../presenters/question.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { adminQuestionsRepo } from './admin-questions.repo.ts';
import { type ExportQuestion, encodeCsv, encodeJson } from './bank-export.ts';
import { decodeCsv, decodeJson } from './bank-import.ts';

const MAX_REPORTED_ERRORS = 500;

/** Bulk import (all rows or none) and export of the bank. */
export function adminImportService(deps: Pick<AppDeps, 'database' | 'audit'>) {
  const { db } = deps.database;
  const repo = adminQuestionsRepo(db);

  return forRole('staff', {
    async import(auth: AuthContext, body: Required<ImportBody>): Promise<ImportResult> {
      const decoded = body.format === 'json' ? decodeJson(body.content) : decodeCsv(body.content);
      const errors: ImportRowError[] = [...decoded.errors];
      const entries: BankEntry[] = [];
      const inFile = new Map<string, number>();
      // Where each question hash came from, to name the row of a duplicate.
      const rowOfHash = new Map<string, { row: number; field: string }>();

      for (const d of decoded.entries) {
        if (d.kind === 'single') {
          const hash = questionContentHash(d.question);
          const earlier = inFile.get(hash);
          if (earlier !== undefined) {
            errors.push({ row: d.row, field: 'stem', message: `Same question as row ${earlier}.` });
            continue;
          }
          inFile.set(hash, d.row);
          rowOfHash.set(hash, { row: d.row, field: 'stem' });
          entries.push({
            kind: 'single',
            question: d.question,
            hash,
            isPremium: d.question.isPremium,
            status: d.status,
          });
          continue;
        }
        const hash = setContentHash({ body: d.set.body, data: d.set.data ?? null });
        const earlier = inFile.get(hash);
        const bodyField = body.format === 'csv' ? 'set_body' : 'body';
        if (earlier !== undefined) {
          errors.push({ row: d.row, field: bodyField, message: `Same passage or data set as row ${earlier}.` });
          continue;
        }
        inFile.set(hash, d.row);
        const questionHashes = d.set.questions.map((q, i) => {
          const h = questionContentHash(q, hash);
          const row = d.memberRows[i] ?? d.row;
          rowOfHash.set(h, { row, field: body.format === 'csv' ? 'stem' : `questions.${i}.stem` });
          return h;
        });
        rowOfHash.set(`set:${hash}`, { row: d.row, field: bodyField });
        entries.push({ kind: 'set', set: d.set, hash, questionHashes, isPremium: false, status: d.status });
      }

      /** Rows whose content the bank already holds, named by row, field and the id they duplicate. */
      const alreadyInBank = async () => {
        const found: typeof errors = [];
        const existing = await repo.idsByHash([...rowOfHash.keys()].filter((k) => !k.startsWith('set:')));
        for (const [hash, id] of existing) {
          const where = rowOfHash.get(hash);
          if (where) found.push({ ...where, message: `Already in the bank as question #${id}.` });
        }
        const setHashes = entries.flatMap((e) => (e.kind === 'set' ? [e.hash] : []));
        for (const [hash, id] of await repo.setIdsByHash(setHashes)) {
          const where = rowOfHash.get(`set:${hash}`);
          if (where) found.push({ ...where, message: `Already in the bank as set #${id}.` });
        }
        return found;
      };
      const refuse = (problems: typeof errors) => {
        problems.sort((a, b) => a.row - b.row);
        const rows = new Set(problems.map((e) => e.row)).size;
        return new AppError(
          400,
          'import_invalid',
          `Nothing was imported: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}.`,
          { errors: problems.slice(0, MAX_REPORTED_ERRORS) },
        );
      };

      errors.push(...(await alreadyInBank()));
      if (errors.length > 0) throw refuse(errors);
      if (entries.length === 0) throw badRequest('The file holds no questions.');

      const outcome = await db
        .transaction(async (tx) => {
          const done = await bankRepo(tx).insertEntries(entries, {
            status: body.status,
            authorId: auth.user.id,
            onDuplicate: 'error',
          });
          await deps.audit.record(tx, auth, {
            action: 'bank.import',
            targetType: 'bank',
            targetId: 'import',
            before: null,
            after: {
              format: body.format,
              status: body.status,
              questions: done.questions,
              sets: done.sets,
              questionIds: done.questionIds.slice(0, 200),
            },
          });
          return done;
        })
        .catch(async (error) => {
          // Another import of the same content committed first: answer as a second import would.
          if (!uniqueViolation(error)) throw error;
          const duplicates = await alreadyInBank();
          throw duplicates.length > 0 ? refuse(duplicates) : error;
        });
      return { imported: outcome.questions, sets: outcome.sets, questionIds: outcome.questionIds };
    },

    async export(_actor: AuthContext, query: ExportQuery) {
      const rows = await repo.exportRows(query);
      const items: ExportQuestion[] = rows.map(({ question, set }) => ({
        id: question.id,
        question: rowToDraft(question),
        status: question.status,
        set: set
          ? {
              id: set.id,
              kind: set.kind,
              setType: set.setType,
              title: set.title,
              body: set.body,
              data: set.data ?? null,
            }
          : null,
      }));
      return query.format === 'csv' ? encodeCsv(items) : encodeJson(items);
    },
  });
}

export type AdminImportService = ReturnType<typeof adminImportService>;
