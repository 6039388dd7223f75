// What the tournaments feature offers the rest of the backend.
export { createEntryReads, createTournamentReads } from './tournament-reads';
export type { EntryReads, TournamentReads } from './tournament-reads';
export {
  declarationChoicesJson,
  toAdminTournamentJson,
  toPlaceJson,
  toTournamentJson,
} from './tournament-json';
export { NOT_REGISTERED, TOURNAMENT_CANCELLED, TOURNAMENT_NOT_FOUND } from './tournament-rules';
export {
  type AdminTournamentParams,
  type TournIdParams,
  adminTournamentParamsSchema,
  tournIdParamsSchema,
} from './tournament-schemas';
