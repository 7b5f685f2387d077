import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Document = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

async function fetchDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json() as Document;
}

/** `/api/v1/groups/:groupId` as the document writes it: `/api/v1/groups/{groupId}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, served without a session', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The UI's own JSON route serves the same document.
    const uiJson = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(uiJson.statusCode).toBe(200);
    expect(uiJson.json()).toEqual(document);
  });

  it('documents every /api/v1 route: a summary, a feature tag, a Roles line and its errors in the one error shape', async () => {
    const document = await fetchDocument();
    const apiRoutes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD' && !route.url.endsWith('/*'),
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    const tags = new Set(((document as { tags?: Array<{ name: string }> }).tags ?? []).map((tag) => tag.name));
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      if (!operation) {
        problems.push(`${name}: not documented`);
        continue;
      }
      if (!operation.summary) problems.push(`${name}: no summary`);
      if (!operation.tags?.length || !operation.tags.every((tag) => tags.has(tag))) problems.push(`${name}: no known tag`);
      if (!/^Roles: (anonymous|signed-in|member|admin|owner)\b/m.test(operation.description ?? '')) {
        problems.push(`${name}: no Roles line`);
      }
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) >= 400);
      if (errors.length === 0) problems.push(`${name}: no error response`);
      for (const [status, response] of errors) {
        if (!response.description) problems.push(`${name} ${status}: no description`);
        if (response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ApiError') {
          problems.push(`${name} ${status}: not the ApiError shape`);
        }
      }
      const needsSession = !/^Roles: anonymous/m.test(operation.description ?? '');
      if (needsSession && !operation.responses?.['401']) problems.push(`${name}: no 401`);
      if (needsSession && JSON.stringify(operation.security) !== JSON.stringify([{ sessionCookie: [] }])) {
        problems.push(`${name}: no session security`);
      }
      if (route.method !== 'GET' && !operation.responses?.['403']) problems.push(`${name}: no 403 for cross-site writes`);
    }
    expect(problems).toEqual([]);

    // The error shape is defined once.
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { error: { type: 'object', required: ['code', 'message'] } },
    });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('takes request and answer schemas from the shared zod schemas', async () => {
    const document = await fetchDocument();
    const createGroup = document.paths['/api/v1/groups']!.post as Operation & {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(createGroup.requestBody!.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['name', 'scoringSystem', 'season']),
    );
    expect(createGroup.responses!['201']).toBeDefined();
    const leaderboard = document.paths['/api/v1/groups/{groupId}/leaderboard']!.get!;
    expect(leaderboard.description).toMatch(/^Roles: member/);
    expect(leaderboard.responses!['200']!.content!['application/json']!.schema).toBeDefined();
    expect(document.paths['/api/v1/groups/{groupId}/events']!.get!.responses!['200']!.content).toHaveProperty('text/event-stream');
  });

  it("gives a group route's Roles line from the policy rule its service checks", async () => {
    const document = await fetchDocument();
    const roles = (path: string, method: string) => document.paths[path]?.[method]?.description?.split('\n')[0];
    expect(roles('/api/v1/gameweeks/{gameweekId}/lock', 'patch')).toBe('Roles: admin.');
    expect(roles('/api/v1/groups/{groupId}', 'patch')).toBe('Roles: owner.');
    expect(roles('/api/v1/groups/{groupId}/leave', 'post')).toBe('Roles: member, not the owner.');
    expect(roles('/api/v1/gameweeks/{gameweekId}/players/{userId}/predictions', 'put')).toBe(
      'Roles: member for themselves; admin for a placeholder.',
    );
    expect(roles('/api/v1/seasons/{seasonId}', 'patch')).toBe('Roles: member who created the season.');
    // A route in a group that any signed-in user may call says so on purpose: the group's page and its first view
    // answer a non-member with the join prompt; the competitions are offered to follow by the create-group form,
    // whose user may admin no group yet. Every other one names the rule it is under.
    const openOnPurpose = new Set([
      'get /api/v1/groups/{groupId}',
      'get /api/v1/groups/{groupId}/page',
      'get /api/v1/football/competitions',
    ]);
    const inAGroup = /\{(groupId|gameweekId|seasonId|matchId)\}|\/football\//;
    const typedByHand = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([_method, operation]) => inAGroup.test(path) && /^Roles: (signed-in|anonymous)\.$/m.test(operation.description ?? ''))
        .map(([method]) => `${method} ${path}`)
        .filter((name) => !openOnPurpose.has(name)),
    );
    expect(typedByHand).toEqual([]);
  });

  it('lists the better-auth endpoints the web app uses, and hides what is not the API', async () => {
    const document = await fetchDocument();
    for (const [path, method] of [
      ['/api/v1/auth/sign-up/email', 'post'],
      ['/api/v1/auth/sign-in/email', 'post'],
      ['/api/v1/auth/sign-out', 'post'],
      ['/api/v1/auth/request-password-reset', 'post'],
      ['/api/v1/auth/reset-password', 'post'],
      ['/api/v1/auth/verify-email', 'get'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['auth']);
      expect(operation!.description).toMatch(/^Roles: /);
    }
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.includes('*') || path.startsWith('/api/docs'))).toEqual([]);
    for (const path of paths.filter((path) => !path.startsWith('/api/v1/'))) {
      for (const operation of Object.values(document.paths[path]!)) expect(operation.tags).toEqual(['infrastructure']);
    }
  });
});

describe('the API reference page', () => {
  it('answers HTML at /api/docs to anyone, its assets from this server, under the app CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Every script and stylesheet it loads is served here.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://scoreline.test/api/docs/').pathname;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('is the same for a signed-in user, and only answers GET', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const post = await t.app.inject({ method: 'POST', url: '/api/docs/openapi.json', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
