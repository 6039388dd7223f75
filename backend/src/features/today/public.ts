// What the organiser's "today" feature offers the rest of the backend.
export type { TodayService } from './today-service';
