import type { Page } from 'playwright-core';
import { endpoints } from '@kingside/contract';
import type { FakePushService, FakeSubscription } from '@kingside/fake-web-push';
import { toast } from './browser.js';
import type { KingsideSession } from './session.js';

export const PAIRINGS_BY_MAIL = 'Pairings published (board, opponent, colour): by mail';
export const PAIRINGS_ON_PHONE = 'Pairings published (board, opponent, colour): on this phone';

/** On /notices: ticks the pairings' notices by mail and on this phone, and saves. */
export async function choosePairingNotices(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: PAIRINGS_BY_MAIL }).check();
  await page.getByRole('checkbox', { name: PAIRINGS_ON_PHONE }).check();
  await page.getByRole('button', { name: 'Save my notices' }).click();
  await toast(page, 'Notice choices saved').waitFor();
}

/**
 * Headless Chromium has no push service to subscribe at (PushManager.subscribe is refused there), so the phone's
 * subscription is one the local push service hands out, recorded through the route the page's "Turn on push" calls.
 */
export async function subscribePhone(kingside: KingsideSession, push: FakePushService, token: string): Promise<FakeSubscription> {
  const choices = await kingside.call(endpoints.notices.choices, { token });
  const subscription = push.subscribe(choices.data.pushPublicKey);
  await kingside.call(endpoints.notices.subscribePush, { token, body: subscription });
  return subscription;
}
