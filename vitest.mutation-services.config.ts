import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant of the money and access services and the start queue
// (stryker.services.config.mjs):
// their API tests on PGlite, with the Razorpay peer on 127.0.0.1 where a test needs the gateway.
export default defineConfig({
  test: {
    include: [
      'src/server/modules/payments/*.test.ts',
      'src/server/modules/admin-payments/*.test.ts',
      'src/server/modules/access/*.test.ts',
      'src/server/modules/mock-tests/start-admission.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
