// What the match desk shows of a tournament as a whole: its status, kind and slots, and the
// Cancel button with its refunds.
export { CancelTournamentButton } from './components/cancel-tournament';
export { KIND_LABELS, TournamentStatusBadge, slotsText } from './components/tournament-status';
export { RepeatNightActions } from './components/repeat-night-actions';
// The result screenshots of a match go up as banners do, to the picture storage.
export { uploadBanner } from './api/upload-banner';
