import { accountExportSchema, deleteAccountSchema } from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { readerLocale } from '../../http/reader-locale.js';
import type { AccountService } from './account.service.js';

/** A download the browser saves rather than shows; personal data, so never kept by a cache. */
function asAttachment(reply: FastifyReply, filename: string, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}

export async function registerAccountRoutes(
  app: FastifyInstance,
  options: {
    accountService: AccountService;
    /** The session cookies to clear once the account is gone (better-auth's names for this PUBLIC_URL). */
    sessionCookies: { names: string[]; secure: boolean };
    /** Sessions ended here: what they had open (event streams) ends with them. */
    onSessionsEnded: (sessionTokens: string[]) => void;
    clock: () => Date;
  },
) {
  const { accountService, sessionCookies } = options;
  const today = () => options.clock().toISOString().slice(0, 10);

  await signedInRoutes(app, (routes) => {
    routes.post(
      '/api/v1/me/delete',
      {
        schema: {
          body: deleteAccountSchema,
          ...describeRoute({
            summary: 'Delete your account',
            tags: 'session',
            roles: ['signed-in'],
            description:
              'With your password typed again. Deletes the account with its sessions, memberships, predictions, scores, ' +
              'table rows, notification settings and push devices; each group you own passes to its longest-serving ' +
              'admin, else its longest-serving real member, else is deleted with its data. Signs you out. 400 for a wrong ' +
              'password; 429 after 5 wrong ones in 15 minutes.',
            errors: [400, 403, 429],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        const ended = await accountService.deleteAccount(request.user, request.body.password);
        options.onSessionsEnded(ended);
        for (const name of sessionCookies.names) {
          reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: sessionCookies.secure });
        }
        return reply.status(204).send();
      },
    );

    routes.get(
      '/api/v1/me/export.json',
      {
        schema: describeRoute({
          summary: 'Download your data (JSON)',
          tags: 'session',
          roles: ['signed-in'],
          description:
            'Everything stored about you, as an attachment: account, sign-in methods and sessions (no secrets), ' +
            'memberships, every prediction with its points and outcome, gameweek scores, table rows (all-time, season, ' +
            'history), notification settings, push devices (no endpoints or keys) and notifications sent. Other ' +
            'players appear nowhere in it.',
          errors: [],
          response: { 200: accountExportSchema },
        }),
      },
      async (request, reply) => {
        asAttachment(reply, `scoreline-data-${today()}.json`, 'application/json; charset=utf-8');
        return accountService.exportData(request.user.id);
      },
    );

    routes.get(
      '/api/v1/me/export.csv',
      {
        schema: describeRoute({
          summary: 'Download your predictions (CSV)',
          tags: 'session',
          roles: ['signed-in'],
          description:
            'One row per prediction, for spreadsheets: group, season, gameweek, match, kick-off (UTC), predicted score, ' +
            'final score, points. UTF-8 with a byte order mark.',
          errors: [],
          documentation: { textAnswer: { contentType: 'text/csv', description: 'The CSV file (an attachment).' } },
        }),
      },
      async (request, reply) => {
        const csv = await accountService.predictionsCsv(request.user.id, translators[await readerLocale(request)]);
        return asAttachment(reply, `scoreline-predictions-${today()}.csv`, 'text/csv; charset=utf-8').send(csv);
      },
    );
  });
}
