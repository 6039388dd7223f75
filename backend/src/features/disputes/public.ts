// What the disputes feature offers the rest of the backend.
export { assertPrizesNotHeld } from './prize-hold';
