/** `npm run db:restore -- FILE [--force]`: restores a backup into DATA_DIR or DATABASE_URL (backup/README.md). */
import { restoreCommand } from '../backup/commands.js';
import { loadConfig } from '../config.js';

// A relative FILE is where the command was typed: npm runs scripts from the project's root (INIT_CWD is the other).
const cwd = process.env.INIT_CWD ?? process.cwd();
process.exitCode = await restoreCommand(loadConfig(), process.argv.slice(2), { out: console.log, error: console.error }, cwd);
