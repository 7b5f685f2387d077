import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createAuth } from './auth/auth.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { sessionPlugin } from './auth/session.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { installErrorHandling } from './http/error-handler.js';
import { registerWebApp } from './http/web-app.js';
import type { Mailer } from './mail/mailer.js';
import { createUsersRepo } from './modules/users/users.repo.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  authSecret: string;
  logger: Logger;
}

/** Builds the HTTP application: API under /api/v1, auth under /api/v1/auth, and the web app. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    disableRequestLogging: config.env === 'test',
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The toast library injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);

  const auth = createAuth({
    db: database.db,
    mailer,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    requireEmailVerification: config.requireEmailVerification,
    rateLimit: config.authRateLimit,
    logger: deps.logger,
  });
  await app.register(sessionPlugin, { auth });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await registerAuthRoutes(app, { auth, db: database.db });
  await registerUsersRoutes(app, { usersService: createUsersService({ usersRepo: createUsersRepo(database.db) }) });
  await registerWebApp(app, config.webDistDir);
  return app;
}
