let teamNumber = 0;

/** A valid slot booking form for a normal tournament, with a fresh team name. */
export const squad = (tournamentId: number, overrides: Record<string, unknown> = {}) => ({
  tournamentId,
  teamName: `Squad ${(teamNumber += 1)}`,
  inGameName: 'Leader',
  player2: 'Second',
  player3: 'Third',
  player4: 'Fourth',
  whatsappNumber: '9876543210',
  ...overrides,
});
