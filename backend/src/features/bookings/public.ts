// What the bookings feature (normal slots and special teams) offers the rest of the backend.
export type { BookingService } from './booking-service';
export type { TeamService } from './team-service';
