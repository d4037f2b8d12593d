import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { manualClock } from '../../test-support/clock.js';
import { paymentProviderFrom } from './index.js';

const base = { TOKEN_SECRET: 'x'.repeat(40) };
const juspay = {
  PAYMENT_PROVIDER: 'juspay',
  JUSPAY_API_KEY: 'key',
  JUSPAY_MERCHANT_ID: 'kingside',
  JUSPAY_WEBHOOK_USERNAME: 'hooks',
  JUSPAY_WEBHOOK_PASSWORD: 'secret',
};

describe('payment configuration', () => {
  it('uses the sandbox unless told otherwise', () => {
    const config = loadConfig(base, '/tmp');
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(paymentProviderFrom(config, manualClock().now).name).toBe('sandbox');
  });

  it('talks to Juspay’s sandbox host by default, or to JUSPAY_URL, and gives up a call after 15 s unless told otherwise', () => {
    const config = loadConfig({ ...base, ...juspay }, '/tmp');
    expect(config.payments).toEqual({
      provider: 'juspay',
      url: 'https://sandbox.juspay.in',
      apiKey: 'key',
      merchantId: 'kingside',
      webhook: { username: 'hooks', password: 'secret' },
      timeoutMs: 15_000,
    });
    expect(paymentProviderFrom(config, manualClock().now)).toMatchObject({ name: 'juspay', callTimeoutMs: 15_000 });
    const patient = loadConfig({ ...base, ...juspay, JUSPAY_TIMEOUT_SECONDS: '40' }, '/tmp');
    expect(paymentProviderFrom(patient, manualClock().now).callTimeoutMs).toBe(40_000);
    expect(loadConfig({ ...base, ...juspay, JUSPAY_URL: 'http://127.0.0.1:4010/' }, '/tmp').payments).toMatchObject({ url: 'http://127.0.0.1:4010' });
  });

  it('refuses to start with Juspay and missing keys, naming them', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'juspay', JUSPAY_API_KEY: 'key' }, '/tmp')).toThrow(
      'PAYMENT_PROVIDER=juspay needs the environment variables JUSPAY_MERCHANT_ID, JUSPAY_WEBHOOK_USERNAME, JUSPAY_WEBHOOK_PASSWORD',
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' }, '/tmp')).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...base, ...juspay, JUSPAY_URL: 'ftp://juspay' }, '/tmp')).toThrow(/JUSPAY_URL: expected an http\(s\):\/\/ URL/);
  });
});
