/** The server most end-to-end tests drive: the demo leagues, no football-data.org token. */
import { startE2eServer } from './server-process.ts';

await startE2eServer({}, { clearMail: true });
