/** `npm run db:migrate`: applies the migrations to DATABASE_URL (or the embedded database under DATA_DIR). */
import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { connectDatabase } from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { MIGRATION_DATABASE_OPTIONS, runMigrations } from './migrate.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
const database = connectDatabase(config.databaseUrl ?? embedded!.url, MIGRATION_DATABASE_OPTIONS);
try {
  await runMigrations(database);
  logger.info('migrations applied');
} finally {
  await database.close();
  await embedded?.stop();
}
