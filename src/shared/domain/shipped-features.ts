// What a learner can use today. A feature flips its flag in the commit that ships its screens; until then no
// screen, plan feature line, banner or menu may promise it (issue 12: plan cards listed mock tests and an AI tutor
// that answered 404).
export const SHIPPED = {
  mockTests: true,
  aiTutor: true,
  community: true,
  liveSessions: true,
  testSeries: true,
  /** The /analytics page; the dashboard's analytics cards ship already. */
  analyticsPage: true,
} as const;

export type ShippedFeatures = { readonly [K in keyof typeof SHIPPED]: boolean };

/** What premium adds today, in the words screens use (upgrade tiles, the activation banner, billing). */
export function premiumHighlights(shipped: ShippedFeatures = SHIPPED): string {
  const items = [
    'premium questions',
    'timed practice tests',
    ...(shipped.mockTests ? ['mock tests'] : []),
    ...(shipped.aiTutor ? ['the AI tutor'] : []),
    'study plans up to 8 hours',
  ];
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
