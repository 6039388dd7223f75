import { describe, expect, it } from 'vitest';
import {
  FINISH_MESSAGES,
  type FinishEntry,
  finishingOrderProblem,
  matchKillsCap,
  squadKillsCap,
} from './finishing-order';

const inPlay = new Map(
  Array.from({ length: 12 }, (_, i) => [i + 1, `Team ${String.fromCharCode(65 + i)}`]),
);
/** Squad i + 1 finished in place i + 1 with one kill per player. */
const order = (): FinishEntry[] =>
  [...inPlay.keys()].map((teamId, i) => ({ teamId, place: i + 1, kills: [1, 1, 1, 0] }));

describe('finishing order', () => {
  it('accepts every squad in play once, places 1 to 12, in any order of entry', () => {
    expect(finishingOrderProblem(order().reverse(), inPlay)).toBeNull();
  });

  it("caps kills at the other squads' players: 44 for a squad of 4 among 12 squads", () => {
    expect(squadKillsCap(12)).toBe(44);
    expect(matchKillsCap(12)).toBe(47);
    const entries = order().map((entry) => ({ ...entry, kills: [0] }));
    entries[0] = { ...entries[0]!, kills: [44, 0, 0, 0] };
    expect(finishingOrderProblem(entries, inPlay)).toBeNull();
    entries[0] = { ...entries[0]!, kills: [45, 0, 0, 0] };
    expect(finishingOrderProblem(entries, inPlay)).toEqual({
      field: 'squads[0].kills[0]',
      message: FINISH_MESSAGES.kills('Team A', 1, 44),
    });
    entries[0] = { ...entries[0]!, kills: [20, 20, 5, 0] };
    expect(finishingOrderProblem(entries, inPlay)?.message).toBe(
      FINISH_MESSAGES.squadKills('Team A', 44),
    );
  });

  it('refuses negative kills, more kills than the lobby had players, and a fifth player', () => {
    const entries = order();
    entries[2] = { ...entries[2]!, kills: [0, -1] };
    expect(finishingOrderProblem(entries, inPlay)?.field).toBe('squads[2].kills[1]');
    const crowded = order().map((entry) => ({ ...entry, kills: [4, 0, 0, 0] }));
    expect(finishingOrderProblem(crowded, inPlay)).toEqual({
      field: 'squads',
      message: FINISH_MESSAGES.matchKills(47),
    });
    const five = order();
    five[1] = { ...five[1]!, kills: [0, 0, 0, 0, 0] };
    expect(finishingOrderProblem(five, inPlay)?.field).toBe('squads[1].kills');
  });

  it('refuses a place given twice, naming both squads', () => {
    const entries = order();
    entries[4] = { ...entries[4]!, place: 3 };
    expect(finishingOrderProblem(entries, inPlay)).toEqual({
      field: 'squads[4].place',
      message: FINISH_MESSAGES.placeTwice(3, 'Team C', 'Team E'),
    });
  });

  it('refuses a missing squad, a squad twice, a squad not in play and a place out of range', () => {
    expect(finishingOrderProblem(order().slice(0, 11), inPlay)).toEqual({
      field: 'squads',
      message: FINISH_MESSAGES.missing(['Team L']),
    });
    const twice = order();
    twice[11] = { ...twice[11]!, teamId: 1 };
    expect(finishingOrderProblem(twice, inPlay)?.message).toBe(
      FINISH_MESSAGES.listedTwice('Team A'),
    );
    const stranger = order();
    stranger[0] = { ...stranger[0]!, teamId: 99 };
    expect(finishingOrderProblem(stranger, inPlay)?.field).toBe('squads[0].teamId');
    const far = order();
    far[0] = { ...far[0]!, place: 13 };
    expect(finishingOrderProblem(far, inPlay)?.message).toBe(FINISH_MESSAGES.placeRange(12));
  });
});
