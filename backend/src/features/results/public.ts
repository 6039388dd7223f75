// What the results feature offers the rest of the backend.
export type { ResultService } from './result-service';
