// What the two-person control offers the rest of the backend.
export { createWaitingPrizeReads } from './waiting-prizes';
