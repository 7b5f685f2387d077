/**
 * User-facing texts the product fixes word for word, named: each is a message id of the catalogues (its English
 * text). The server sends them in error bodies and the web shows them; tests anchor on them. One module per area,
 * so a page's chunk carries only the texts it uses (the app's shell had all of them, ~10 kB gzip).
 */
export * from './messages/auth.js';
export * from './messages/loading.js';
export * from './messages/app.js';
export * from './messages/server.js';
export * from './messages/wait.js';
export * from './messages/home.js';
export * from './messages/not-found.js';
export * from './messages/app-info-points.js';
export * from './messages/group.js';
export * from './messages/invitation.js';
export * from './messages/calendar.js';
export * from './messages/invite-friends.js';
export * from './messages/close.js';
export * from './messages/gameweek.js';
export * from './messages/season.js';
export * from './messages/prediction.js';
export * from './messages/joker.js';
export * from './messages/match-centre.js';
export * from './messages/leaderboard.js';
export * from './messages/house-rules.js';
export * from './messages/stats.js';
export * from './messages/profile.js';
export * from './messages/notification.js';
export * from './messages/calendar-feed.js';
export * from './messages/manifest.js';
export * from './messages/mail.js';
export * from './messages/invite.js';
export * from './messages/follow.js';
export * from './messages/live-match.js';
export * from './messages/bonus.js';
