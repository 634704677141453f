export { dropNotifications, queueNotifications, type OrderNotification } from './repo.ts';
