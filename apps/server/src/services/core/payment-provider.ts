import { ApiFailure } from '../../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../../integrations/payments/provider.js';
import { asWords, words, type Message } from './languages/message.js';

/**
 * Asks the payment provider, turning its failures into answers the player or organiser can act on:
 * 503 when it is down or slow (nothing changed: try again), 502 when it refused (its reason).
 */
export async function askProvider<T>(what: Message, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ApiFailure(503, words('{reason} Nothing was changed; try again in a few minutes.', { reason: error.message }));
    }
    if (error instanceof ProviderRejectedError)
      throw new ApiFailure(502, words('The payment provider refused {what}: {reason}', { what: asWords(what), reason: error.message }));
    throw error;
  }
}
