import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustProxyVariable, type TrustProxy } from './trust-proxy.js';

/** Everything the server reads from its environment; nothing else configures it. */
export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (without DATABASE_URL) and the generated secrets. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appKey?: string;
  tokenSecret: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Whose X-Forwarded-* headers are believed: no proxy, a hop count, or the proxies' addresses (trust-proxy.ts). */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  admin?: { email: string; password: string };
  payments: PaymentsConfig;
  /** Seconds between two checks of a pending prize payout with the provider. */
  payoutPollSeconds: number;
  /** Where lichess answers (its OAuth, API and exports); the fake in tools/fakes/lichess in tests. */
  lichessUrl: string;
  /** The client id lichess's consent screen shows; without it, the origin the organiser came from. */
  lichessClientId?: string;
  /** Seconds between two readings of the lichess Swisses being followed. */
  lichessFollowSeconds: number;
  /** A pairing still running after this many seconds is stopped, and its round stays unpaired. */
  pairingTimeLimitSeconds: number;
  /** One pairing thread kept, warmed up by pairing the engine's warm-up rounds (services/core/pairing/pool.ts). */
  pairingWarmThread: boolean;
  /** Live streams one client address may hold open at once (routes/live.ts); a venue behind one address may need more. */
  liveStreamsPerAddress: number;
}

/** Which payment provider pays prizes and takes entry fees; the sandbox needs no account. */
export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'juspay';
      url: string;
      apiKey: string;
      merchantId: string;
      /** The HTTP Basic credentials configured on Juspay's dashboard for its webhooks to us. */
      webhook: { username: string; password: string };
      /** Every call to Juspay gives up after this long. */
      timeoutMs: number;
    };

/** Juspay's documented sandbox host (https://juspay.io/in/docs/payout/docs/integration/order-create). */
export const juspaySandboxUrl = 'https://sandbox.juspay.in';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Config errors name the variable, so an operator knows what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUnset, z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value))),
  );

const environment = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().default('Kingside <no-reply@kingside.local>')),
  APP_KEY: optionalText,
  TOKEN_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(logLevels).default('info')),
  WEB_DIST: optionalText,
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    trustProxyVariable.optional().transform((value) => value ?? false),
  ),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsUnset, z.string().min(8, 'must be at least 8 characters').optional()),
  LICHESS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'expected an http(s):// URL' }).default('https://lichess.org')),
  LICHESS_CLIENT_ID: optionalText,
  LICHESS_FOLLOW_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number of seconds' }).int('expected whole seconds').min(10).max(86_400).default(60),
  ),
  PAIRING_TIME_LIMIT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number of seconds' }).int('expected whole seconds').min(1).max(86_400).default(600),
  ),
  PAIRING_WARM_THREAD: flag(true),
  LIVE_STREAMS_PER_ADDRESS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number of streams' }).int('expected a whole number').min(1).max(100_000).default(20),
  ),
  PAYOUT_POLL_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number of seconds' }).int('expected whole seconds').min(1).max(3600).default(5),
  ),
  PAYMENT_PROVIDER: z.preprocess(blankAsUnset, z.enum(['sandbox', 'juspay']).default('sandbox')),
  JUSPAY_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'expected an http(s):// URL' }).optional()),
  JUSPAY_API_KEY: optionalText,
  JUSPAY_MERCHANT_ID: optionalText,
  JUSPAY_WEBHOOK_USERNAME: optionalText,
  JUSPAY_WEBHOOK_PASSWORD: optionalText,
  JUSPAY_TIMEOUT_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number of seconds' }).int('expected whole seconds').min(1).max(120).default(15),
  ),
});

/** The web build, found relative to this package whether running from src/ or dist/. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Reads the configuration. Secrets not given are generated once and kept in DATA_DIR/secrets.json,
 * so sessions survive a restart; instances that share a database but not a DATA_DIR must be given
 * the same TOKEN_SECRET.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const e = parseEnvironment(env);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Environment variables ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const payments = paymentsConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appKey: e.APP_KEY,
    tokenSecret: e.TOKEN_SECRET ?? storedSecrets(dataDir).tokenSecret,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === undefined ? defaultWebDist : path.resolve(cwd, e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments,
    payoutPollSeconds: e.PAYOUT_POLL_SECONDS,
    lichessUrl: e.LICHESS_URL.replace(/\/+$/, ''),
    lichessClientId: e.LICHESS_CLIENT_ID,
    lichessFollowSeconds: e.LICHESS_FOLLOW_SECONDS,
    pairingTimeLimitSeconds: e.PAIRING_TIME_LIMIT,
    pairingWarmThread: e.PAIRING_WARM_THREAD,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
  };
}

function parseEnvironment(env: NodeJS.ProcessEnv): z.infer<typeof environment> {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Where the server's data is and the TOKEN_SECRET it is given, read as loadConfig reads them but
 * generating no secrets: a restore decides which secrets DATA_DIR is to keep.
 */
export function dataPlaces(env: NodeJS.ProcessEnv, cwd: string): Pick<Config, 'dataDir' | 'databaseUrl'> & { tokenSecret?: string } {
  const e = parseEnvironment(env);
  return { dataDir: path.resolve(cwd, e.DATA_DIR), databaseUrl: e.DATABASE_URL, tokenSecret: e.TOKEN_SECRET };
}

function paymentsConfig(e: z.infer<typeof environment>): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const required = {
    JUSPAY_API_KEY: e.JUSPAY_API_KEY,
    JUSPAY_MERCHANT_ID: e.JUSPAY_MERCHANT_ID,
    JUSPAY_WEBHOOK_USERNAME: e.JUSPAY_WEBHOOK_USERNAME,
    JUSPAY_WEBHOOK_PASSWORD: e.JUSPAY_WEBHOOK_PASSWORD,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(`PAYMENT_PROVIDER=juspay needs the environment variables ${missing.join(', ')}`);
  }
  return {
    provider: 'juspay',
    url: (e.JUSPAY_URL ?? juspaySandboxUrl).replace(/\/+$/, ''),
    apiKey: required.JUSPAY_API_KEY!,
    merchantId: required.JUSPAY_MERCHANT_ID!,
    webhook: { username: required.JUSPAY_WEBHOOK_USERNAME!, password: required.JUSPAY_WEBHOOK_PASSWORD! },
    timeoutMs: e.JUSPAY_TIMEOUT_SECONDS * 1000,
  };
}

/** The generated secrets DATA_DIR keeps; a backup carries them, sealed with the operator's passphrase. */
export const storedSecretsFile = z.object({ tokenSecret: z.string().min(32) });
export type StoredSecrets = z.infer<typeof storedSecretsFile>;
export const secretsPath = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** The secrets kept in DATA_DIR, or undefined when none were generated there yet. */
export function readStoredSecrets(dataDir: string): StoredSecrets | undefined {
  const file = secretsPath(dataDir);
  if (!existsSync(file)) return undefined;
  const stored = storedSecretsFile.safeParse(parseJson(readFileSync(file, 'utf8')));
  if (!stored.success) throw new ConfigError(`${file} is damaged: delete it to generate new secrets (signs everyone out)`);
  return stored.data;
}

function storedSecrets(dataDir: string): StoredSecrets {
  const kept = readStoredSecrets(dataDir);
  if (kept) return kept;
  const file = secretsPath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const secrets = { tokenSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return secrets;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
