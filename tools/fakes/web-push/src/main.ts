import { startFakePushService } from './server.js';

/*
 * By hand: `npm run start -w @kingside/fake-web-push` (PORT, default 4020). It prints one subscription to
 * record with POST /api/notices/push-subscriptions (the server needs WEB_PUSH_ALLOW_HTTP=true for its http
 * address) and logs each message it receives, decrypted.
 */
const fake = await startFakePushService({ port: Number(process.env.PORT ?? 4020), host: process.env.HOST ?? '127.0.0.1' });
console.log(`Fake push service listening on ${fake.url}; a subscription:`);
console.log(JSON.stringify(fake.subscribe()));
let delivered = 0;
let refused = 0;
setInterval(() => {
  for (const delivery of fake.delivered.slice(delivered)) console.log(`delivered to ${delivery.endpoint}: ${delivery.payload}`);
  for (const refusal of fake.refused.slice(refused)) console.log(`refused ${refusal.status} at ${refusal.endpoint}: ${refusal.reason}`);
  delivered = fake.delivered.length;
  refused = fake.refused.length;
}, 500);
