import type { AppDeps } from '../../deps.ts';
import { forumChannels } from '../schema/index.ts';

/** The community's channels, one per section and exam (issue 17), in menu order. */
export const FORUM_CHANNELS = [
  {
    slug: 'qa',
    name: 'QA',
    description: 'Quantitative Aptitude: arithmetic, algebra, geometry, number systems and modern maths.',
  },
  {
    slug: 'varc',
    name: 'VARC',
    description: 'Verbal Ability and Reading Comprehension: passages, para jumbles, summaries and odd sentences.',
  },
  {
    slug: 'dilr',
    name: 'DILR',
    description: 'Data Interpretation and Logical Reasoning: sets, arrangements, games, tables and charts.',
  },
  { slug: 'xat', name: 'XAT', description: 'XAT: decision making, the essay and the rest of the paper.' },
  { slug: 'nmat', name: 'NMAT', description: 'NMAT by GMAC: sectional timing, retakes and strategy.' },
  {
    slug: 'snap-cmat',
    name: 'SNAP & CMAT',
    description: 'SNAP and CMAT: speed, general awareness and the colleges that take them.',
  },
  {
    slug: 'interviews',
    name: 'Interviews & GD-PI',
    description: 'Group discussions, written ability tests and personal interviews after the calls arrive.',
  },
  { slug: 'general', name: 'General', description: 'Everything else about MBA preparation: plans, mocks, colleges.' },
] as const;

/** Adds any channel that is missing (by slug); existing channels keep what staff made of them. */
export async function seedForumChannels({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Promise<number> {
  const rows = FORUM_CHANNELS.map((c, position) => ({ ...c, position, createdAt: clock.now() }));
  const added = await database.db
    .insert(forumChannels)
    .values(rows)
    .onConflictDoNothing({ target: forumChannels.slug })
    .returning({ id: forumChannels.id });
  return added.length;
}
