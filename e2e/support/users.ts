import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { waitForMail } from './mail';

export const PASSWORD = 'Passw0rd!';

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

export function newUser(prefix = 'player'): TestUser {
  const id = randomUUID().slice(0, 8);
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}${id.slice(0, 4)}`, password: PASSWORD };
}

function origin(request: APIRequestContext, baseURL: string) {
  return { origin: baseURL, 'content-type': 'application/json' } as const;
}

/** Registers through the API and opens the emailed confirmation link, as a user would. */
export async function createConfirmedUser(request: APIRequestContext, baseURL: string, user = newUser()): Promise<TestUser> {
  const response = await request.post('/api/v1/auth/sign-up/email', {
    headers: origin(request, baseURL),
    data: { email: user.email, name: user.username, password: user.password },
  });
  expect(response.status()).toBe(200);
  const mail = await waitForMail(user.email, 'Confirm your Scoreline account');
  const link = mail.links.find((l) => l.includes('/verify-email'))!;
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return user;
}

/** Signs in through the page's own cookie jar (as the sign-in form does) and opens `path`. */
export async function signInAs(page: Page, baseURL: string, user: TestUser, path = '/'): Promise<void> {
  const response = await page.request.post('/api/v1/auth/sign-in/email', {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: { email: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
  await page.goto(path);
}
