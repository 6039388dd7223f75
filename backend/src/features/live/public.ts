// What the live feature offers the rest of the backend: the streams of this process and the
// services of the bell and the room's audience.
export type { LiveRuntime } from './live-runtime';
export type { NotificationService } from './notification-service';
export type { RoomAudienceService } from './room-audience-service';
