import type { PaymentsConfig } from '../../config.js';
import type { Clock } from '../../services/core/clock.js';
import { juspayProvider } from './juspay.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';

export * from './provider.js';

/** The provider the configuration names: the sandbox by default, Juspay with PAYMENT_PROVIDER=juspay. */
export function paymentProviderFrom(config: { payments: PaymentsConfig; tokenSecret: string }, clock: Clock): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'juspay') return juspayProvider(payments);
  return sandboxProvider({ secret: config.tokenSecret, clock });
}
