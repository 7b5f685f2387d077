import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify instance whose routes validate with zod schemas. */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers a module's protected routes as one group (an encapsulated plugin) whose onRequest hook authenticates
 * every request once: the anonymous get 401 "User not authenticated" before their body is validated, and the
 * handlers read the signed-in user as `request.user`, synchronously and never null. The app's own hooks (cross-site
 * check, route table) run for these routes as for any other, since a plugin inherits its parent's hooks.
 */
export async function signedInRoutes(app: FastifyInstance, register: (routes: ZodRoutes) => void | Promise<void>): Promise<void> {
  await app.register(async (group) => {
    group.addHook('onRequest', app.authenticate);
    await register(group.withTypeProvider<ZodTypeProvider>());
  });
}
