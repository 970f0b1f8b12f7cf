import type { AppDeps } from '../deps.ts';
import { seedAdmin } from './seeds/admin.ts';
import { seedConceptNotes } from './seeds/concept-notes.ts';
import { seedForumChannels } from './seeds/forum-channels.ts';
import { seedMocks } from './seeds/mocks.ts';
import { seedPlans } from './seeds/plans.ts';
import { seedQuestions } from './seeds/questions.ts';

type SeedDeps = Pick<AppDeps, 'config' | 'database' | 'clock'>;

/**
 * Every seeder is idempotent: it checks what is there and adds only what is missing, so running at every
 * start is safe. The admin account is updated whenever ADMIN_PASSWORD is set.
 */
export async function seedIfEmpty(deps: SeedDeps, log: (msg: string) => void = console.log) {
  const steps: Array<[string, (d: SeedDeps) => Promise<number>]> = [
    ['plans', seedPlans],
    ['admin', seedAdmin],
    ['questions', seedQuestions],
    ['mocks', (d) => seedMocks(d, log)],
    ['forum channels', seedForumChannels],
    ['tutor concept notes', (d) => seedConceptNotes(d)],
  ];
  for (const [name, step] of steps) {
    const added = await step(deps);
    if (added > 0) log(`seed: ${name} +${added}`);
  }
}
