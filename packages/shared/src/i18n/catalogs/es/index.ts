/** The es catalogue: every area's messages, merged (each area's file is kept by the people who build that area). */
import app from './app.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import gameweeks from './gameweeks.json' with { type: 'json' };
import groups from './groups.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import leaderboards from './leaderboards.json' with { type: 'json' };
import predictions from './predictions.json' with { type: 'json' };
import server from './server.json' with { type: 'json' };

/** Each area's file on its own (the catalogue test compares them across languages). */
export const areas = { app, auth, gameweeks, groups, home, leaderboards, predictions, server };

const catalog = { ...app, ...auth, ...gameweeks, ...groups, ...home, ...leaderboards, ...predictions, ...server };
export default catalog;
