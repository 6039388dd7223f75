import { matchesSearch } from '#common/tournament-rules';
import type { PlayerStats } from '../../generated/resolvers-types';
import type { UpstreamProfile } from '../../upstream/player-types';
import type { TournamentSource, UpstreamTournament } from '../../upstream/tournament-types';
import { sourceOf } from '../tournaments/public';

/** SPEC §2: the profile shows the id as #AEI00 followed by the number, e.g. #AEI0042. */
export const displayIdOf = (id: number) => `#AEI00${id}`;

/** Where the gateway serves profile pictures; the server proxies it to the upstream. */
export const PICTURE_PATH = '/media/pictures';

/** The upstream's picture route, as the profile gives it (relative, or absolute on its host). */
const UPSTREAM_PICTURE = /\/v1\/profile\/pictures\/([^/?#]+)$/;

/**
 * The picture's URL for the browser. The upstream's own picture route is not reachable from
 * the web app (the gateway is its only API), so it becomes the gateway's `/media/pictures/<id>`;
 * a picture hosted elsewhere (an absolute URL on a CDN) passes through; anything else is none.
 */
export function pictureUrlOf(profilePicture: string | null | undefined): string | null {
  const value = profilePicture?.trim();
  if (!value) return null;
  const upstreamPicture = UPSTREAM_PICTURE.exec(value);
  if (upstreamPicture?.[1]) return `${PICTURE_PATH}/${upstreamPicture[1]}`;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** A picture the gateway's upload answered (`/media/pictures/<id>`): its id; undefined if not. */
const GATEWAY_PICTURE = new RegExp(`^${PICTURE_PATH}/([0-9a-f-]{36})$`, 'i');
export const pictureIdOfUrl = (url: string): string | undefined =>
  GATEWAY_PICTURE.exec(url.trim())?.[1];

export const statsOf = (profile: UpstreamProfile): PlayerStats => ({
  tournamentsPlayed: profile.tournamentsPlayed ?? 0,
  wins: profile.wins ?? 0,
  kills: profile.score ?? 0,
});

/** An empty bio is no bio: the screen then says 'No bio available.'. */
export const bioOf = (profile: UpstreamProfile) => profile.bio?.trim() || null;

/**
 * The player's tournaments as sources of the Tournament type: special when the special list
 * has the id, kept when any text field matches the search, newest start first.
 */
export function viewerTournamentSources(
  booked: readonly UpstreamTournament[],
  special: readonly Pick<UpstreamTournament, 'tournId'>[],
  search: string | null | undefined,
): TournamentSource[] {
  const specialIds = new Set(special.map((tournament) => String(tournament.tournId)));
  return booked
    .filter((tournament) => !search || matchesSearch({ ...tournament }, search))
    .map((tournament) =>
      sourceOf(tournament, specialIds.has(String(tournament.tournId)) ? 'SPECIAL' : 'NORMAL'),
    )
    .sort((a, b) => Date.parse(b.tournStart) - Date.parse(a.tournStart));
}

export interface ProfileUpdateRequest {
  username: string;
  mobile: string;
  bio?: string;
  ffUid?: string;
  ffIgn?: string;
}

/** A bio left out (null) keeps the current one; an empty one clears it. */
export const profileUpdateBody = (input: {
  username: string;
  mobile: string;
  bio?: string | null;
  ffUid?: string | null;
  ffIgn?: string | null;
}): ProfileUpdateRequest => ({
  username: input.username,
  mobile: input.mobile,
  ...(input.bio === null || input.bio === undefined ? {} : { bio: input.bio }),
  // The same for the Free Fire fields: left out keeps them, empty clears them.
  ...(input.ffUid === null || input.ffUid === undefined ? {} : { ffUid: input.ffUid }),
  ...(input.ffIgn === null || input.ffIgn === undefined ? {} : { ffIgn: input.ffIgn }),
});
