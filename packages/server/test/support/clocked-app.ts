import { afterAll, beforeAll } from 'vitest';
import { type TestApp, createTestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A test app whose clock the test moves (`setNow`), created before the file's tests and closed after them, with
 * `at(hours)` (an instant relative to `start`) and `call` (a request as a signed-in user).
 */
export function clockedTestApp(start: Date) {
  let now = start;
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({}, { clock: () => now });
  });
  afterAll(async () => app?.close());
  return {
    get t(): TestApp {
      if (!app) throw new Error('the test app starts in beforeAll');
      return app;
    },
    setNow(instant: Date) {
      now = instant;
    },
    at: (hours: number) => new Date(start.getTime() + hours * 3_600_000).toISOString(),
    call: (method: Method, url: string, user: { cookie: string }, payload?: object) =>
      app!.app.inject({ method, url, headers: { cookie: user.cookie }, payload }),
  };
}
