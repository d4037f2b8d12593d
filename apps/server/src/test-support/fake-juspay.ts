import type { AddressInfo } from 'node:net';
import { startFakeJuspay } from '@kingside/fake-juspay';
import { juspayProvider } from '../integrations/payments/juspay.js';
import { createTestApp, type TestApp } from './app.js';
import type { TestDatabaseKind } from './databases.js';
import { madeBeforeAll } from './hooks.js';

/** The HTTP Basic credentials the fake Juspay sends its webhooks with, as configured on Juspay's dashboard. */
export const juspayWebhookCredentials = { username: 'kingside-hooks', password: 'hook-secret-123' };

/**
 * The fake Juspay (tools/fakes/juspay) and an app paying through it over HTTP, for the enclosing describe's tests.
 * The app listens, so the fake's webhooks reach it.
 */
export function useAppOnFakeJuspay(kind: TestDatabaseKind, { timeoutMs }: { timeoutMs: number }) {
  const fake = madeBeforeAll(
    'The fake Juspay',
    () => startFakeJuspay(),
    (made) => made.close(),
  );
  const t = madeBeforeAll(
    'The test app',
    async (): Promise<TestApp> => {
      const payments = juspayProvider({
        url: fake.url,
        apiKey: fake.control.apiKey,
        merchantId: fake.control.merchantId,
        webhook: juspayWebhookCredentials,
        timeoutMs,
      });
      const made = await createTestApp(kind, { payments });
      await made.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = made.app.server.address() as AddressInfo;
      fake.control.setWebhookTarget({ url: `http://127.0.0.1:${port}/api/juspay/webhook`, ...juspayWebhookCredentials });
      return made;
    },
    (made) => made.close(),
  );
  return { fake, t };
}
