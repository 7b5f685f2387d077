import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Action, ERROR_CODES, apiErrorSchema, emailSchema, passwordSchema, rolesOf, usernameSchema } from '@scoreline/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '../auth/auth.js';

/** The human reference; the document itself is at `${API_DOCS_PATH}/openapi.json` (and the UI's `/json`, `/yaml`). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

/**
 * Who may call a route that no group rule governs. A route a rule governs names its policy action instead, and its
 * "Roles:" line is worked out from the rule (`rolesOf`), so the document cannot say what the rules do not.
 */
export type OpenRole = 'anonymous' | 'signed-in';

/** The error statuses the API answers with its one error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The OpenAPI tags: one per feature. */
export const API_TAGS = {
  session: 'Who is signed in, and the signed-in user.',
  auth: 'Accounts (better-auth, bridged under /api/v1/auth).',
  groups: 'Groups: create, edit, join, leave.',
  members: "A group's members and their roles.",
  football: 'Real fixtures for the match adder (football-data.org or the demo provider).',
  gameweeks: 'Gameweeks, their matches, locking and final scores.',
  seasons: 'Seasons of a group.',
  bonus: "A season's bonus questions: asking, answering and settling them.",
  autopilot: 'Following a competition: its matchdays become gameweeks by themselves.',
  predictions: 'Predictions and how they were marked.',
  leaderboards: 'Group, gameweek and history tables.',
  home: 'The home page in one request.',
  stats: 'Player statistics and profiles.',
  live: 'Live update streams (Server-Sent Events).',
  notifications: 'Reminders, results and wins by email and Web Push; unsubscribe links.',
  infrastructure: 'Health checks, metrics and public media (not under /api/v1).',
} as const;
export type ApiTag = keyof typeof API_TAGS;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: `${ERROR_CODES.validation} or ${ERROR_CODES.badRequest}: the request is not valid (body, query, text with control characters...); the message says why, in the spec's words where it has them.`,
  401: `${ERROR_CODES.unauthorized}: not signed in, or the session has ended.`,
  403: `${ERROR_CODES.forbidden}: the caller's role does not allow this (a non-member's answer carries \`details.groupId\`); ${ERROR_CODES.crossSite} for a write from another site.`,
  404: `${ERROR_CODES.notFound}: there is no such resource (ids that are not uuids name nothing, so they are 404 too).`,
  409: `${ERROR_CODES.conflict}: the request conflicts with the current state (already a member, group full, already set...).`,
  413: `${ERROR_CODES.payloadTooLarge}: the body or the uploaded file is too large.`,
  415: `${ERROR_CODES.unsupportedMediaType}: send JSON (or multipart where an upload is allowed).`,
  429: `${ERROR_CODES.tooManyRequests}: too many attempts; \`Retry-After\` says when to try again.`,
  503: `${ERROR_CODES.unavailable}: the database is down, busy or slow (with \`Retry-After\`); ${ERROR_CODES.upstreamUnavailable} where the football data provider failed.`,
};

/** What a route documents beyond what Fastify validates (read only by the OpenAPI transform). */
export interface RouteDocumentation {
  /** A body the handler reads itself (JSON or multipart), shown in the document without a second validation. */
  body?: z.ZodType;
  /** The route answers a Server-Sent Events stream described by this text. */
  eventStream?: string;
  /** The route answers text that is not JSON (a CSV download, say). */
  textAnswer?: { contentType: string; description: string };
}

declare module 'fastify' {
  interface FastifySchema {
    documentation?: RouteDocumentation;
  }
}

/** Who may call it: the policy action(s) the service checks, or, outside the group rules, anyone or anyone signed in. */
type WhoMayCall = { action: Action | Action[]; roles?: never } | { roles: [OpenRole]; action?: never };

export type RouteDocs<R extends Record<number, z.ZodType>> = WhoMayCall & {
  summary: string;
  tags: ApiTag | ApiTag[];
  description?: string;
  /** The error statuses the route answers besides 401 (added unless anonymous callers are allowed) and 503 (always). */
  errors: ErrorStatus[];
  /** The success answers (validated and serialized as before). */
  response?: R;
  documentation?: RouteDocumentation;
  /** An old name kept answering for a release: marked deprecated in the document, named in its description. */
  deprecated?: boolean;
};

/** The route's "Roles: ..." line: its open role, or what the rules of its action(s) allow, each case once. */
export function rolesLine(who: WhoMayCall): string {
  const roles = who.action ? [...new Set([who.action].flat().flatMap(rolesOf))] : who.roles;
  return `Roles: ${roles.join('; ')}.`;
}

/**
 * The OpenAPI fields of a route, to spread into its `schema`: summary, feature tag, a "Roles: ..." line, the
 * session cookie it needs, and its error answers in the one error shape, next to the success answers given.
 */
export function describeRoute<R extends Record<number, z.ZodType> = Record<never, z.ZodType>>(docs: RouteDocs<R>) {
  const anonymous = docs.roles?.[0] === 'anonymous';
  const statuses = new Set<ErrorStatus>(docs.errors);
  if (!anonymous) statuses.add(401);
  statuses.add(503);
  const errors = Object.fromEntries([...statuses].sort().map((status) => [status, apiErrorSchema])) as Record<
    ErrorStatus,
    typeof apiErrorSchema
  >;
  return {
    summary: docs.summary,
    tags: [docs.tags].flat(),
    description: [rolesLine(docs), docs.description].filter(Boolean).join('\n\n'),
    security: anonymous ? [] : [{ sessionCookie: [] }],
    response: { ...docs.response, ...errors } as R & typeof errors,
    ...(docs.documentation ? { documentation: docs.documentation } : {}),
    ...(docs.deprecated ? { deprecated: true } : {}),
  };
}

/** A success answer without a body. */
export const noContent = z.undefined().describe('No content.');

// ---------------------------------------------------------------------------------------------------------------
// Routes documented here rather than where they are registered: the better-auth bridge (its own plumbing) and
// the infrastructure routes outside /api/v1. Their documentation is for the document only: it changes nothing
// at run time.

const betterAuthAnswer = z.record(z.string(), z.unknown()).describe("better-auth's answer (JSON).");
const signInBody = z.object({ email: emailSchema, password: z.string(), rememberMe: z.boolean().optional() });
const signUpBody = z.object({ email: emailSchema, name: usernameSchema.describe('The username.'), password: passwordSchema });
const resetRequestBody = z.object({ email: emailSchema, redirectTo: z.string().optional() });
const resetPasswordBody = z.object({ token: z.string(), newPassword: passwordSchema });

const DOCUMENTED_HERE: Record<string, FastifySchema> = {
  [`POST ${AUTH_BASE_PATH}/sign-up/email`]: describeRoute({
    summary: 'Sign up with email and password',
    tags: 'auth',
    roles: ['anonymous'],
    description:
      '`name` is the username. Sends a confirmation email; does not sign in. A weak password is 400 `WEAK_PASSWORD`. ' +
      'With `AUTH_RATE_LIMIT` on, at most 10 accounts are created per address a day (refused sign-ups do not count).',
    errors: [400, 403, 429],
    response: { 200: betterAuthAnswer },
    documentation: { body: signUpBody },
  }),
  [`POST ${AUTH_BASE_PATH}/sign-in/email`]: describeRoute({
    summary: 'Sign in with email and password',
    tags: 'auth',
    roles: ['anonymous'],
    description:
      'Sets the session cookie (a browser-session cookie when `rememberMe` is false). 401 `INVALID_EMAIL_OR_PASSWORD`; ' +
      '403 `EMAIL_NOT_VERIFIED` when confirmation is required; 429 after 5 failed tries for that email from one address ' +
      '(30 from all addresses) in 15 minutes, with `Retry-After`.',
    errors: [400, 401, 403, 429],
    response: { 200: betterAuthAnswer },
    documentation: { body: signInBody },
  }),
  [`POST ${AUTH_BASE_PATH}/sign-out`]: describeRoute({
    summary: 'Sign out',
    tags: 'auth',
    roles: ['signed-in'],
    description: 'Ends the session and its event streams. Send `{}`.',
    errors: [403],
    response: { 200: betterAuthAnswer },
    documentation: { body: z.object({}) },
  }),
  [`POST ${AUTH_BASE_PATH}/request-password-reset`]: describeRoute({
    summary: 'Ask for a password reset email',
    tags: 'auth',
    roles: ['anonymous'],
    description: 'The same answer whether or not the email has an account.',
    errors: [400, 403, 429],
    response: { 200: betterAuthAnswer },
    documentation: { body: resetRequestBody },
  }),
  'GET /healthz': describeRoute({
    summary: 'The process is up',
    tags: 'infrastructure',
    roles: ['anonymous'],
    errors: [],
    response: { 200: z.object({ status: z.literal('ok') }) },
  }),
  'GET /readyz': describeRoute({
    summary: 'The database answers',
    tags: 'infrastructure',
    roles: ['anonymous'],
    description: '`SELECT 1` within 1.5 s, else 503 `{ status: "unavailable" }` (also when every pooled connection is busy).',
    errors: [],
    response: { 200: z.object({ status: z.literal('ready') }) },
  }),
  'GET /metrics': describeRoute({
    summary: 'Prometheus metrics',
    tags: 'infrastructure',
    roles: ['anonymous'],
    description:
      'Only when `METRICS_TOKEN` is set (else 404), for `Authorization: Bearer <METRICS_TOKEN>` (else 401). The same text is ' +
      'served without a token on the metrics listener (`METRICS_HOST`:`METRICS_PORT`, loopback by default).',
    errors: [401, 404],
    documentation: { textAnswer: { contentType: 'text/plain; version=0.0.4', description: 'Prometheus text exposition format 0.0.4.' } },
  }),
  'GET /media/group-icons/:file': describeRoute({
    summary: "A group's icon",
    tags: 'infrastructure',
    roles: ['anonymous'],
    description: 'WebP, 256x256, `Cache-Control: public, max-age=3600`; a new icon gets a new name.',
    errors: [404],
  }),
  'GET /media/demo-crests/:file': describeRoute({
    summary: "A demo club's badge",
    tags: 'infrastructure',
    roles: ['anonymous'],
    description: 'SVG, `:file` is `<team id>.svg`.',
    errors: [404],
  }),
};

interface HandOperation {
  docs: ReturnType<typeof describeRoute>;
  body: z.ZodType | null;
  query: z.ZodObject | null;
}

/** better-auth endpoints the web uses that its catch-all route serves: written out as path entries. */
const AUTH_CATCH_ALL_PATHS: Record<string, Record<string, HandOperation>> = {
  [`${AUTH_BASE_PATH}/reset-password`]: {
    post: {
      docs: describeRoute({
        summary: 'Set a new password',
        tags: 'auth',
        roles: ['anonymous'],
        description:
          'With the token from the emailed link. Ends every session of the user and voids every other reset link sent to them. ' +
          'An invalid or used token is 400 `INVALID_TOKEN`.',
        errors: [400, 403, 429],
      }),
      body: resetPasswordBody,
      query: null,
    },
  },
  [`${AUTH_BASE_PATH}/verify-email`]: {
    get: {
      docs: describeRoute({
        summary: 'Confirm an email address',
        tags: 'auth',
        roles: ['anonymous'],
        description: 'The emailed confirmation link; redirects (302) to `/login?verified=1`.',
        errors: [400],
      }),
      body: null,
      query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    },
  },
};

const API_DESCRIPTION = `The Scoreline HTTP API, generated from the zod schemas the routes validate with.

Concepts, the same-origin rule, the error codes, pagination and the live event streams are explained in the
repository's \`docs/API.md\`. In short:

- **Authentication** is the HttpOnly session cookie that \`POST ${AUTH_BASE_PATH}/sign-in/email\` sets. Each operation's
  description starts with a **Roles** line: *anonymous* (no session needed), *signed-in*, *member* (of the group),
  *admin* (of the group), *owner* (of the group), *season admin* (who created the season).
- **Errors** always have the shape \`{ "error": { "code", "message", "details"? } }\` (the \`ApiError\` schema).
- **Writes** (POST, PUT, PATCH, DELETE) must come from the site itself (an \`Origin\` or \`Referer\` of \`PUBLIC_URL\`),
  else 403 \`CROSS_SITE_REQUEST\`.
- **Accounts** are better-auth's, bridged under \`${AUTH_BASE_PATH}\`; the endpoints the web app uses are listed under the *auth* tag.`;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformedSchema = Record<string, unknown> & { response?: Record<string, Record<string, unknown>> };

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().map(String);
}

/** The zod provider's transform, plus: the routes documented here, the doc-only extras and the error texts. */
function transform(input: TransformInput) {
  const { url } = input;
  const route = (input as { route?: RouteOptions }).route;
  const method = route ? methodsOf(route)[0] : 'GET';
  const own = DOCUMENTED_HERE[`${method} ${url}`];
  const schema = own ?? input.schema;
  // Only the API and the infrastructure routes above: not the web app's files, this reference or the auth catch-all.
  const isApi = url.startsWith('/api/v1/') && !url.startsWith(`${AUTH_BASE_PATH}/`);
  if (!own && !isApi) return { schema: { hide: true }, url };

  const { documentation, ...rest } = (schema ?? {}) as FastifySchema;
  const result = jsonSchemaTransform({ ...input, schema: documentation?.body ? { ...rest, body: documentation.body } : rest });
  const transformed = result.schema as TransformedSchema;
  const responses = transformed.response ?? {};
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status) as ErrorStatus;
    if (ERROR_DESCRIPTIONS[code]) responses[status] = { ...response, description: ERROR_DESCRIPTIONS[code] };
    if (status === '204') responses[status] = { ...response, description: 'No content.' };
  }
  // Every write is refused from another site; say so even where the service itself has no 403.
  if (route && methodsOf(route).some((m) => m !== 'GET' && m !== 'HEAD') && !responses['403']) {
    responses['403'] = { $ref: '#/components/schemas/ApiError', description: ERROR_DESCRIPTIONS[403] };
  }
  const text = documentation?.eventStream
    ? { contentType: 'text/event-stream', description: documentation.eventStream }
    : documentation?.textAnswer;
  if (text) responses['200'] = { description: text.description, content: { [text.contentType]: { schema: { type: 'string' } } } };
  if (Object.keys(responses).length > 0) transformed.response = responses;
  return { schema: transformed, url: result.url };
}

/** A hand-written operation for a path the auth catch-all serves. */
function handOperation(entry: HandOperation) {
  const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const strip = ({ $schema: _schema, ...json }: Record<string, unknown>) => json;
  const { docs } = entry;
  const responses: Record<string, unknown> = {
    [entry.query ? '302' : '200']: { description: entry.query ? 'Redirect to the web app.' : "better-auth's answer (JSON)." },
  };
  for (const status of Object.keys(docs.response)) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[Number(status) as ErrorStatus],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const query = entry.query ? (strip(toJson(entry.query)) as { properties: Record<string, unknown>; required?: string[] }) : null;
  return {
    summary: docs.summary,
    tags: docs.tags,
    description: docs.description,
    security: docs.security,
    ...(query
      ? {
          parameters: Object.entries(query.properties).map(([name, schema]) => ({
            name,
            in: 'query',
            required: query.required?.includes(name) ?? false,
            schema,
          })),
        }
      : {}),
    ...(entry.body ? { requestBody: { required: true, content: { 'application/json': { schema: strip(toJson(entry.body)) } } } } : {}),
    responses,
  };
}

function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as Record<string, unknown> & {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  // The error shape is only ever an answer.
  delete document.components?.schemas?.ApiErrorInput;
  const paths = { ...document.paths };
  for (const [path, operations] of Object.entries(AUTH_CATCH_ALL_PATHS)) {
    paths[path] = Object.fromEntries(Object.entries(operations).map(([method, entry]) => [method, handOperation(entry)]));
  }
  return { ...document, paths };
}

/**
 * The OpenAPI 3.1 document of the API, built from the routes' own zod schemas as they are registered, served
 * with Swagger UI at /api/docs (its assets from this server, so the app's CSP holds) and as JSON at
 * /api/docs/openapi.json. Documentation: public, GET only. Register before the routes it describes.
 */
export async function registerApiDocs(app: FastifyInstance, options: { sessionCookieName: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Scoreline API', version: '1.0.0', description: API_DESCRIPTION },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName, description: 'Set by sign-in.' },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // No calls to the public validator service: the page loads from this server only.
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
