/** The en catalogue: every area's messages, merged (each area's file is kept by the people who build that area). */
import app from './app.json';
import auth from './auth.json';
import gameweeks from './gameweeks.json';
import groups from './groups.json';
import home from './home.json';
import leaderboards from './leaderboards.json';
import predictions from './predictions.json';
import server from './server.json';

/** Each area's file on its own (the catalogue test compares them across languages). */
export const areas = { app, auth, gameweeks, groups, home, leaderboards, predictions, server };

const catalog = { ...app, ...auth, ...gameweeks, ...groups, ...home, ...leaderboards, ...predictions, ...server };
export default catalog;
