// What the results feature offers the rest of the backend.
export { createResultService, type ResultService } from './result-service';
