import { afterAll, beforeAll } from 'vitest';

/**
 * A value made by a beforeAll of the enclosing describe (after the hooks registered before this
 * call) and, if `cleanUp` is given, cleaned up by an afterAll. The handle is returned at once, while
 * the describe is still being collected, and reads the made value on each property access: tests and
 * later hooks use it as the value itself, and set-up no longer needs a `let` filled in a beforeAll.
 */
export function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>, cleanUp?: (made: T) => Promise<void>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made && cleanUp) await cleanUp(made);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!made) throw new Error(`${what} is not made yet: use it inside a test or a beforeAll registered after it`);
      const value: unknown = Reflect.get(made, key);
      // A method runs on the made value itself, not on the handle.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(made) : value;
    },
  });
}
