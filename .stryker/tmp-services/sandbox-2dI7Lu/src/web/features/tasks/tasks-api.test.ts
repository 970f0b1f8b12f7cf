// @ts-nocheck
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/api-client.ts';

const apiJson = vi.fn();
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  apiJson: (...args: unknown[]) => apiJson(...args),
}));

const { createLinkSession, NoQuestionsError, refusedIds } = await import('./tasks-api.ts');

const refused = (unknown: number[], locked: number[] = []) =>
  new HttpError(
    400,
    JSON.stringify({
      message: `Some questions cannot be used in a practice test (not available: ${unknown.join(', ')}).`,
      code: 'bad_request',
      details: { unknown, locked },
    }),
  );

describe('refusedIds', () => {
  it('reads the ids the server named, and nothing from other errors', () => {
    expect(refusedIds(refused([4], [9]))).toEqual([4, 9]);
    expect(refusedIds(new HttpError(400, '{"message":"x","code":"validation_error","details":[{"path":"a"}]}'))).toBe(
      null,
    );
    expect(refusedIds(new HttpError(500, 'oops'))).toBe(null);
  });
});

describe('createLinkSession', () => {
  beforeEach(() => apiJson.mockReset());

  it('retries without the refused ids and reports them as skipped', async () => {
    apiJson.mockRejectedValueOnce(refused([2])).mockResolvedValueOnce({ id: 's1' });
    const out = await createLinkSession([1, 2, 3], 20);
    expect(out).toEqual({ session: { id: 's1' }, skipped: [2] });
    expect(apiJson).toHaveBeenLastCalledWith('POST', '/api/tasks/session', { questionIds: [1, 3], minutes: 20 });
  });

  it('gives up with the server message when every id is refused', async () => {
    apiJson.mockRejectedValueOnce(refused([7]));
    const error = await createLinkSession([7], null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoQuestionsError);
    expect((error as Error).message).toBe(
      'The questions in this link cannot be used in a practice test (not available: 7).',
    );
    expect(apiJson).toHaveBeenCalledTimes(1);
    expect(apiJson).toHaveBeenCalledWith('POST', '/api/tasks/session', { questionIds: [7] });
  });
});
