// What the content feature offers the rest of the backend.
export type { ContentService } from './content-service';
