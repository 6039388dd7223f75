import { HttpResponse, graphql } from 'msw';

/**
 * The match desk asks for the tournament's points system and each match's penalties and
 * screenshots: by default the Free Fire standard and none, so the desk is as before; the
 * scoring tests answer it themselves.
 */
export const scoringAnswer = (
  id: string,
  matches: unknown[] = [],
  pointsSystem: Record<string, unknown> = {},
) => ({
  data: {
    tournament: {
      __typename: 'Tournament',
      id,
      kind: 'NORMAL',
      pointsSystem: {
        __typename: 'PointsSystem',
        preset: 'STANDARD',
        placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
        pointsPerKill: 1,
        ...pointsSystem,
      },
      standings: { __typename: 'Standings', matches },
    },
  },
});

export const standardScoringHandler = graphql.query('MatchDeskScoring', ({ variables }) =>
  HttpResponse.json(scoringAnswer(String(variables.id))),
);
