// @ts-nocheck
import { count } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { subscriptionPlans } from '../schema/index.ts';

const DAY = 86_400_000;

/** Realistic rupee plans; seeded once when the table is empty. Staff edit them afterwards. */
export async function seedPlans({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Promise<number> {
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(subscriptionPlans);
  if ((existing?.n ?? 0) > 0) return 0;
  const now = clock.now().getTime();
  const rows: (typeof subscriptionPlans.$inferInsert)[] = [
    {
      name: 'Monthly',
      description: 'Full access for one month: the whole question bank, timed practice tests and longer study plans.',
      price: '799',
      originalPrice: '999',
      durationDays: 30,
      hasActiveDiscount: true,
      discountPercent: 20,
      discountEndTime: new Date(now + 5 * DAY),
      maxMockTests: 10,
      maxQuestions: -1,
    },
    {
      name: 'Quarterly',
      description: 'Three months to build your base with a timed practice test every week.',
      price: '1999',
      originalPrice: '2499',
      durationDays: 90,
      hasActiveDiscount: false,
      maxMockTests: 30,
    },
    {
      name: 'Yearly Premium',
      description:
        'A full preparation year: every premium question, timed practice tests and study plans up to 8 hours.',
      price: '5999',
      originalPrice: '9999',
      durationDays: 365,
      hasActiveDiscount: true,
      discountPercent: 40,
      discountEndTime: new Date(now + 3 * DAY),
      maxMockTests: -1,
    },
  ];
  await db.insert(subscriptionPlans).values(rows);
  return rows.length;
}
