export { CalendarCard } from './components/calendar-card';
export { NotificationsCard } from './components/notifications-card';
export { stopPushOnThisDevice } from './api/browser-push';
