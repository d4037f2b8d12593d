/** `T` with each of the fields `F` present: its value, or null where it was not given. */
export type UnsetAsNull<T, F extends PropertyKey> = Omit<T, F> & { [K in F]: Exclude<T[K & keyof T], undefined> | null };

/**
 * A body with each optional field present, null where it was not given: an edit sends null to clear what the
 * organiser emptied (an absent field would be left as it was), and a preview and the saved entry show "none" alike.
 */
export function unsetAsNull<T extends object, const F extends readonly PropertyKey[]>(body: T, fields: F): UnsetAsNull<T, F[number]> {
  const given = body as Record<PropertyKey, unknown>;
  const filled = { ...given };
  for (const field of fields) filled[field] = given[field] ?? null;
  return filled as UnsetAsNull<T, F[number]>;
}
