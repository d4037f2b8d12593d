import type { AppContext } from '../../context.js';

/** Seconds between two questions about a pending order, unless the configuration says otherwise. */
const DEFAULT_POLL_SECONDS = 5;

/** How often the payment provider is asked about pending orders: entry-fee payments and prize payouts alike. */
export const pollMs = (ctx: AppContext) => (ctx.config.payoutPollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
