import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env: everything else receives a typed Config.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Prepended to every Redis key: several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().trim().max(100).default(''),
  /** Workers of `npm run start:cluster`; unset: one per core. */
  CLUSTER_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(256).optional()),
  APP_URL: z.url().default('http://localhost:3000'),
  ADMIN_EMAIL: z.email().default('admin@mbaprep.local'),
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('MBA Prep <no-reply@mbaprep.local>'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  PAYMENT_GATEWAY: z.enum(['razorpay', 'test']).optional(),
  TRUST_PROXY: optionalText,
  /** Scales every mock section's clock (browser journeys run a 40-minute section in seconds); 1 in production. */
  EXAM_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  /**
   * New mock starts taken per second after a second's burst: by all processes together on Redis (one queue), else by
   * this one. The rest are given a slot and wait for it, their clocks not yet running (decision 0017).
   */
  EXAM_START_RATE: z.coerce.number().int().min(1).max(1000).default(300),
  /** Signs start tickets; the cluster's primary makes one for its workers when unset. */
  EXAM_ADMISSION_KEY: optionalText,
  SEED_QUESTIONS: z.coerce.number().int().min(0).max(100000).default(2400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  secureCookies: boolean;
  /** Fastify's trustProxy: false (the default) or the proxies' addresses. */
  trustProxy: false | string[];
};

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    secureCookies: env.APP_URL.startsWith('https://'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * TRUST_PROXY: unset = trust no proxy (the client address is the socket's and X-Forwarded-For is ignored);
 * otherwise a comma-separated list of the proxies' addresses or CIDRs, or proxy-addr's names loopback, linklocal,
 * uniquelocal. (A bare hop count is not offered: it cannot check that the peer really is our proxy.)
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  if (!value) return false;
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const valid = (v: string) =>
    ['loopback', 'linklocal', 'uniquelocal'].includes(v) || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(v);
  if (list.length === 0 || !list.every(valid)) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs, got "${value}"`,
    );
  }
  return list;
}

/** A config for tests: defaults plus overrides, never the real process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: './data/test', ...overrides });
}
