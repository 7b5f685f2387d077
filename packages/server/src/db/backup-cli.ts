/** `npm run db:backup`: a backup of the database in use, its secrets and uploads into BACKUP_DIR (backup/README.md). */
import { backupCommand } from '../backup/commands.js';
import { loadConfig } from '../config.js';

process.exitCode = await backupCommand(loadConfig(), { out: console.log, error: console.error });
