/**
 * What the tournaments feature offers its neighbours: a tournament read the way this feature
 * reads one (the admin console, entries, profile and live updates show the same tournament),
 * and the mappings of its ids, rows and rooms.
 */
export { listTournaments, loadTournament } from './tournament-reads';
export { idOf, sourceOf } from './tournament-mappers';
export { roomOf } from './standings-mappers';
