import { HttpResponse, graphql } from 'msw';

/** A tournament's registration as the gateway answers it: open since the fixtures' creation. */
export const openRegistrationFixture = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Registration' as const,
  open: true,
  openedAt: '2026-11-17T06:00:00.000Z',
  registrationNumber: 'DEMO-ESPORT-2026-001',
  problems: [] as string[],
  ...overrides,
});

/** Every test's default: the organiser's tournament page reads its registration as open. */
export const openRegistrationHandler = graphql.query(
  'ConsoleTournamentRegistration',
  ({ variables }) =>
    HttpResponse.json({
      data: {
        admin: {
          __typename: 'AdminQuery',
          tournament: {
            __typename: 'AdminTournament',
            id: String(variables.id),
            registration: openRegistrationFixture(),
          },
        },
      },
    }),
);
