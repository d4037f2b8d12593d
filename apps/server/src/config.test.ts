import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultWebDist, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'ks-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('has working defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      logLevel: 'info',
      webDist: defaultWebDist,
      trustProxy: false,
      seedDemo: true,
      pairingWarmThread: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appKey).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(defaultWebDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('generates the token secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: 'state' }, cwd);
    const file = path.join(cwd, 'state', 'secrets.json');
    expect((JSON.parse(readFileSync(file, 'utf8')) as { tokenSecret: string }).tokenSecret).toBe(first.tokenSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: 'state' }, cwd).tokenSecret).toBe(first.tokenSecret);
    const given = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: 'state', TOKEN_SECRET: given }, cwd).tokenSecret).toBe(given);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://kingside@db:5432/kingside',
        SMTP_URL: 'smtps://user:pass@mail.example.org:465',
        MAIL_FROM: 'Club <club@example.org>',
        APP_KEY: 'client-key',
        TOKEN_SECRET: 's'.repeat(32),
        LOG_LEVEL: 'warn',
        WEB_DIST: 'web',
        TRUST_PROXY: '1',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD: 'admin-secret',
        LICHESS_URL: 'https://lichess.dev/',
        LICHESS_CLIENT_ID: 'club.example.org',
        LICHESS_FOLLOW_SECONDS: '120',
        PAIRING_TIME_LIMIT: '90',
        PAIRING_WARM_THREAD: 'false',
        LIVE_STREAMS_PER_ADDRESS: '200',
        PAYOUT_POLL_SECONDS: '30',
        PAYMENT_PROVIDER: 'juspay',
        JUSPAY_URL: 'https://api.juspay.in/',
        JUSPAY_API_KEY: 'key-123',
        JUSPAY_MERCHANT_ID: 'kingside',
        JUSPAY_WEBHOOK_USERNAME: 'hook',
        JUSPAY_WEBHOOK_PASSWORD: 'hook-secret',
        JUSPAY_TIMEOUT_SECONDS: '20',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: 'postgres://kingside@db:5432/kingside',
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Club <club@example.org>',
      appKey: 'client-key',
      tokenSecret: 's'.repeat(32),
      logLevel: 'warn',
      webDist: path.join(cwd, 'web'),
      trustProxy: 1,
      seedDemo: false,
      admin: { email: 'admin@example.org', password: 'admin-secret' },
      lichessUrl: 'https://lichess.dev',
      lichessClientId: 'club.example.org',
      lichessFollowSeconds: 120,
      pairingTimeLimitSeconds: 90,
      pairingWarmThread: false,
      liveStreamsPerAddress: 200,
      payoutPollSeconds: 30,
      payments: {
        provider: 'juspay',
        url: 'https://api.juspay.in',
        apiKey: 'key-123',
        merchantId: 'kingside',
        webhook: { username: 'hook', password: 'hook-secret' },
        timeoutMs: 20_000,
      },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', APP_KEY: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({ port: 3000, appKey: undefined, databaseUrl: undefined });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/^Environment variable PORT: /);
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/^Environment variable PORT: /);
    expect(() => loadConfig({ LICHESS_URL: 'lichess.org' }, cwd)).toThrow(/^Environment variable LICHESS_URL: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow('Environment variable DATABASE_URL: expected a postgres:// or postgresql:// URL');
    expect(() => loadConfig({ SMTP_URL: 'localhost:25' }, cwd)).toThrow('Environment variable SMTP_URL: expected an smtp:// or smtps:// URL');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, cwd)).toThrow(/^Environment variable LOG_LEVEL: /);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' }, cwd)).toThrow(
      'Environment variable TRUST_PROXY: "maybe" is neither a number of proxies nor an IP address or CIDR range',
    );
    expect(() => loadConfig({ TOKEN_SECRET: 'short' }, cwd)).toThrow('Environment variable TOKEN_SECRET: must be at least 32 characters');
    expect(() => loadConfig({ JUSPAY_TIMEOUT_SECONDS: '0' }, cwd)).toThrow(/^Environment variable JUSPAY_TIMEOUT_SECONDS: /);
    expect(() => loadConfig({ JUSPAY_TIMEOUT_SECONDS: '1.5' }, cwd)).toThrow('Environment variable JUSPAY_TIMEOUT_SECONDS: expected whole seconds');
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.org' }, cwd)).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  });

  it('TRUST_PROXY=true trusts the whole X-Forwarded-For chain: refused at start, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }, cwd)).toThrow(
        /^Environment variable TRUST_PROXY: TRUST_PROXY=true would believe the whole X-Forwarded-For chain.*TRUST_PROXY=1 for one nginx.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/,
      );
    }
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }, cwd).trustProxy;
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['10.0.0.0/33', '10.0.0/8', 'proxy.example.org', '127.0.0.1,', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }, cwd), wrong).toThrow(/^Environment variable TRUST_PROXY: /);
    }
  });

  it('refuses a damaged secrets file instead of signing everyone out silently', () => {
    writeFileSync(path.join(cwd, 'secrets.json'), '{not json');
    expect(() => loadConfig({ DATA_DIR: '.' }, cwd)).toThrow(/secrets\.json is damaged/);
  });
});
