import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_STAKES_LINE } from '#common/declaration';
import { declarationFixture, tournamentFixture } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { TournamentDetailsPage } from './tournament-details-page';

/** Inside the fixtures' registration window (Nov 17, 6:00 to Nov 21, 12:30 UTC). */
const DURING_REGISTRATION = new Date('2026-11-19T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DURING_REGISTRATION);
});
afterEach(() => vi.useRealTimers());

function answerDetails(overrides: Record<string, unknown> = {}) {
  server.use(
    graphql.query('TournamentDetails', ({ variables }) =>
      HttpResponse.json({
        data: { tournament: tournamentFixture({ id: variables.id, ...overrides }) },
      }),
    ),
  );
}

function renderPage(options: Pick<RenderOptions, 'token'> = {}) {
  return renderWithProviders(<TournamentDetailsPage />, {
    route: '/tournaments-details/7',
    path: '/tournaments-details/:tournamentId',
    ...options,
  });
}

const declaration = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Declaration' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('the declaration on the details page', () => {
  it('lists the registration number, game, fee purpose, prize source and the no-stakes line before the booking button', async () => {
    answerDetails();
    renderPage({ token: 'player-token' });

    const section = await declaration();
    const items = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'E-sport registration: DEMO-ESPORT-2026-001',
      'Game: Free Fire',
      'Your entry fee pays for: Entry to the competition and its administrative costs',
      "Prize money: A sponsor's funds (CCL Esports Demo)",
      NO_STAKES_LINE,
    ]);
    const [book] = screen.getAllByRole('link', { name: /Book Slot for/ });
    const heading = section.getByRole('heading', { name: 'Declaration' });
    expect(heading.compareDocumentPosition(book!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names no sponsor and no number when the organiser funds the prize and none is set', async () => {
    answerDetails({
      declaration: declarationFixture({
        prizeSource: 'ORGANISER',
        prizeSourceLabel: "The organiser's own funds",
        sponsorName: null,
        registrationNumber: null,
      }),
    });
    renderPage();

    const section = await declaration();
    expect(section.getByText("Prize money: The organiser's own funds")).toBeInTheDocument();
    expect(section.queryByText(/E-sport registration/)).toBeNull();
  });

  it("says 'Registration opens soon' instead of the booking button until an organiser opens it", async () => {
    answerDetails({ registrationOpen: false });
    renderPage({ token: 'player-token' });

    expect(await screen.findAllByText('Registration opens soon')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Book Slot/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Declaration' })).toBeInTheDocument();
  });

  it('tells a visitor too that registration opens soon, not to log in', async () => {
    answerDetails({ registrationOpen: false });
    renderPage();

    expect(await screen.findAllByText('Registration opens soon')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Login to Book Slot' })).toBeNull();
  });
});
