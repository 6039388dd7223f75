import type { LiveEvent, LiveEventKind } from '#common/live-events';

/**
 * The live events after which a cached public answer may be wrong: every change to a
 * tournament (its fields and status, slots taken, results, its room). The others are about one
 * player (wallet, bell, sessions), whose answers are never cached.
 */
const PUBLIC_CHANGES: ReadonlySet<LiveEventKind> = new Set<LiveEventKind>([
  'tournament.updated',
  'slots.changed',
  'results.posted',
  'room.scheduled',
  'room.released',
  'room.changed',
]);

export const changesPublicData = (event: LiveEvent) => PUBLIC_CHANGES.has(event.kind);
