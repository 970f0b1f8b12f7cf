// StrykerJS, second scope (npm run test:mutation runs both): the services that hold the money and access rules —
// checkout and verify, refunds and billing, Razorpay's webhooks, who may use what — and the exam-day start queue.
// Their tests need a database (PGlite per test file), so a mutant takes seconds here, not milliseconds: a full run is about 40 minutes on this
// 2-core machine, and CI re-tests only what changed (.stryker/incremental-services.json, committed).
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-services.config.ts' },
  mutate: [
    'src/server/modules/payments/payments.service.ts',
    'src/server/modules/payments/billing.service.ts',
    'src/server/modules/payments/webhook.service.ts',
    'src/server/modules/access/access.service.ts',
    'src/server/modules/mock-tests/start-admission.ts',
  ],
  incrementalFile: '.stryker/incremental-services.json',
  jsonReporter: { fileName: 'reports/mutation/mutation-services.json' },
  tempDirName: '.stryker/tmp-services',
  timeoutMS: 30_000,
  // The first run of the 75 API tests takes 1–2 min alone; on a shared, busy machine it has passed Stryker's 5.
  dryRunTimeoutMinutes: 20,
};
