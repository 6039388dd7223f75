// What the matches feature offers the rest of the backend.
export { createSchedule, followTournamentEdit } from './schedule-writes';
export { releaseClaimedRoom } from './match-release';
export { createMatchService, type MatchService } from './match-service';
export { formatIndianTime } from './match-mails';
export { withCurrentRoom } from './match-admin-service';
