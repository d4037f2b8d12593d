/** The time source of every service, so tests can move time (code expiry, rate-limit windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
