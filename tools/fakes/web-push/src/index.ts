export { startFakePushService, type FakePushService, type FakeSubscription, type PushDelivery } from './server.js';
