import { TEXT_MESSAGES, containsControlCharacters } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/errors.js';

/**
 * The safety net behind every field's own rule: no text with control characters (other than line breaks and
 * tabs) gets past the parser, in a body, a query or a path, whatever the route. PostgreSQL cannot store NUL at
 * all (a 500 otherwise), and none of them belongs in anything a person types.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  // After validation, so a field's own rule (with its own message) speaks first.
  app.addHook('preHandler', (request, _reply, done) => {
    if (containsControlCharacters(request.body) || containsControlCharacters(request.query) || containsControlCharacters(request.params)) {
      return done(new ValidationError(TEXT_MESSAGES.anyControlCharacters));
    }
    done();
  });
}
