import { ApiFailure } from '../../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../../integrations/payments/provider.js';

/**
 * Asks the payment provider, turning its failures into answers the player or organiser can act on:
 * 503 when it is down or slow (nothing changed: try again), 502 when it refused (its reason).
 */
export async function askProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ApiFailure(503, `${error.message} Nothing was changed; try again in a few minutes.`);
    }
    if (error instanceof ProviderRejectedError) throw new ApiFailure(502, `The payment provider refused ${what}: ${error.message}`);
    throw error;
  }
}
