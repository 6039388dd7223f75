import { type FinishEntry, finishingOrderProblem } from '#common/finishing-order';
import { PLAYERS_PER_SQUAD, type PointsSystem, resultFromFinish } from '#common/points-systems';
import type { ResultRow } from '#common/standings';
import type { SquadFinishInput } from '../../../../generated/admin';
import type { DeskTeam, PostedMatch } from './result-sheet';

/**
 * The finishing-order entry as the form holds it: squads' ids in the order they finished
 * (tapped one after another), kills as typed (text; blank is 0) keyed by `killsKey`, and a
 * correction's reason.
 */
export interface FinishValues {
  order: string[];
  kills: Record<string, string[]>;
  reason: string;
}

/** Squads marked absent or disqualified are left out of the order by rule. */
export const inPlay = (teams: readonly DeskTeam[]) =>
  teams.filter((team) => team.status === 'ACTIVE');

/** Formik reads a numeric path part as an array index, so a squad's kills key is not its bare id. */
export const killsKey = (teamId: string) => `t${teamId}`;

const blankKills = () => Array.from({ length: PLAYERS_PER_SQUAD }, () => '');

/** A posted match opens with its order (by place, else by points) and kills, to correct. */
export function finishValuesFor(teams: readonly DeskTeam[], posted?: PostedMatch): FinishValues {
  const kills: Record<string, string[]> = {};
  for (const team of inPlay(teams)) kills[killsKey(team.id)] = blankKills();
  if (!posted) return { order: [], kills, reason: '' };
  const rows = [...posted.rows].sort(
    (a, b) => (a.place ?? 1000) - (b.place ?? 1000) || b.positionPoints - a.positionPoints,
  );
  const order: string[] = [];
  for (const row of rows) {
    if (!row.teamId || !(killsKey(row.teamId) in kills)) continue;
    order.push(row.teamId);
    kills[killsKey(row.teamId)] = [
      row.player1Kills,
      row.player2Kills,
      row.player3Kills,
      row.player4Kills,
    ].map((count) => (count ? String(count) : ''));
  }
  return { order, kills, reason: '' };
}

/** Blank is 0; anything else must be a whole number (checked by the rules below). */
const count = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : 0);

export const toFinishEntries = (values: FinishValues): FinishEntry[] =>
  values.order.map((teamId, index) => ({
    teamId: Number(teamId),
    place: index + 1,
    kills: (values.kills[killsKey(teamId)] ?? []).map(count),
  }));

export const toSquadInputs = (values: FinishValues): SquadFinishInput[] =>
  toFinishEntries(values).map((entry) => ({
    teamId: String(entry.teamId),
    place: entry.place,
    kills: [...entry.kills],
  }));

/** The first broken rule, as the backend words it; null when the order can be saved. */
export function finishProblem(teams: readonly DeskTeam[], values: FinishValues): string | null {
  const names = new Map(inPlay(teams).map((team) => [Number(team.id), team.name]));
  return finishingOrderProblem(toFinishEntries(values), names)?.message ?? null;
}

/** The match's rows as the points system scores them, for the preview beside each squad. */
export function previewRows(
  system: PointsSystem,
  teams: readonly DeskTeam[],
  values: FinishValues,
): ResultRow[] {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  return toFinishEntries(values).map((entry) =>
    resultFromFinish(system, {
      teamName: names.get(String(entry.teamId)) ?? '',
      place: entry.place,
      kills: entry.kills.map((kills) => (Number.isFinite(kills) ? kills : 0)),
    }),
  );
}
