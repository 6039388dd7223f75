import type { CheckInPhase, DisputeStatus, TeamStatus } from '../../generated/resolvers-types';
import type {
  UpstreamCheckInWindow,
  UpstreamDispute,
  UpstreamSquadCheckIn,
} from '../../upstream/check-in-types';

/** The upstream's lower-case words as the schema's enums, and its ids as IDs. */

export const phaseOf = (window: UpstreamCheckInWindow) =>
  window.phase.toUpperCase() as CheckInPhase;

export const squadStatusOf = (squad: UpstreamSquadCheckIn) =>
  squad.status.toUpperCase() as TeamStatus;

export const disputeStatusOf = (dispute: UpstreamDispute) =>
  dispute.status.toUpperCase() as DisputeStatus;

/** Screenshots are served from this site, as pictures are. */
export const screenshotUrlOf = (dispute: UpstreamDispute) =>
  dispute.screenshotId ? `/media/pictures/${dispute.screenshotId}` : null;
