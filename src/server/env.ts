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
  SEED_QUESTIONS: z.coerce.number().int().min(0).max(100000).default(2400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; secureCookies: boolean };

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const env = parsed.data;
  return { ...env, dataDir: path.resolve(env.DATA_DIR), secureCookies: env.APP_URL.startsWith('https://') };
}

/** A config for tests: defaults plus overrides, never the real process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: './data/test', ...overrides });
}
