import { startFakeJuspay } from './server.js';

/*
 * By hand: `npm run fake:juspay`. PORT (default 4010), FAKE_JUSPAY_API_KEY, FAKE_JUSPAY_MERCHANT_ID and
 * JUSPAY_WEBHOOK_URL/USERNAME/PASSWORD configure it; payouts and refunds move one step a second.
 */
const env = process.env;
const apiKey = env.FAKE_JUSPAY_API_KEY ?? 'fake-juspay-key';
const merchantId = env.FAKE_JUSPAY_MERCHANT_ID ?? 'kingside';
const webhook = {
  url: env.JUSPAY_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/juspay/webhook',
  username: env.JUSPAY_WEBHOOK_USERNAME ?? 'juspay',
  password: env.JUSPAY_WEBHOOK_PASSWORD ?? 'fake-webhook-password',
};
const fake = await startFakeJuspay({
  port: Number(env.PORT ?? 4010),
  host: env.HOST ?? '127.0.0.1',
  apiKey,
  merchantId,
  webhook,
  advanceEveryMs: 1000,
});

console.log(`Fake Juspay listening on ${fake.url}; webhooks go to ${webhook.url}`);
console.log('Start Kingside against it with:');
console.log(
  `  PAYMENT_PROVIDER=juspay JUSPAY_URL=${fake.url} JUSPAY_API_KEY=${apiKey} JUSPAY_MERCHANT_ID=${merchantId} ` +
    `JUSPAY_WEBHOOK_USERNAME=${webhook.username} JUSPAY_WEBHOOK_PASSWORD=${webhook.password} npm start`,
);
console.log(`Faults: curl -X POST ${fake.url}/__fake/fail-next -d '{"count":3}'   (see tools/fakes/juspay/README.md)`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
