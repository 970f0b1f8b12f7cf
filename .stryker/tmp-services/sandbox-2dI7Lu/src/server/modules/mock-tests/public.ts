// @ts-nocheck
// What other modules may use from mock tests besides its services: a learner's extra-time grant (the users desk).
import type { Db } from '../../db/client.ts';
import { mockTestsRepo } from './mock-tests.repo.ts';

/** The staff-granted time factor for the tests this learner starts (1 when none; PwD 4/3, stored as float4). */
export async function learnerTimeFactor(db: Db, userId: string): Promise<number> {
  return Math.round((await mockTestsRepo(db).timeFactor(userId)) * 10_000) / 10_000;
}
