/** Addresses are stored and compared trimmed and in lower case, so one person has one account whatever they type. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
