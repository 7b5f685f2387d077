export { NotificationsCard } from './components/notifications-card';
