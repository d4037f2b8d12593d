export { startFakeJuspay, type FakeJuspay, type FakeJuspayControl, type FakeJuspayOptions } from './server.js';
export type { SentWebhook, WebhookTarget } from './webhooks.js';
export type { PaymentOutcome } from './payments.js';
