/** What the notifications feature offers its neighbours: a notification as the bell shows it. */
export { notificationOf } from './notification-mappers';
