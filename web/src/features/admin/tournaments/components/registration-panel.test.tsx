import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { RegistrationPanel } from './registration-panel';

const CLOSED = {
  __typename: 'Registration',
  open: false,
  openedAt: null,
  registrationNumber: null,
  problems: ['Fund the prize pool: ₹0 of ₹5,000 is in escrow'],
};
const OPENED = {
  __typename: 'Registration',
  open: true,
  openedAt: '2026-11-25T10:00:00.000Z',
  registrationNumber: 'DEMO-ESPORT-2026-001',
  problems: [],
};

/** The registration read answers each state in turn (the last one again). */
function answerRegistration(states: Record<string, unknown>[]) {
  const reads = { count: 0 };
  server.use(
    graphql.query('ConsoleTournamentRegistration', ({ variables }) => {
      const registration = states[Math.min(reads.count, states.length - 1)];
      reads.count += 1;
      return HttpResponse.json({
        data: {
          admin: {
            __typename: 'AdminQuery',
            tournament: { __typename: 'AdminTournament', id: variables.id, registration },
          },
        },
      });
    }),
  );
  return reads;
}

function answerOpen(answers: Record<string, unknown>[]) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('OpenRegistration', ({ variables }) => {
      const answer = answers[Math.min(sent.length, answers.length - 1)];
      sent.push(variables);
      return HttpResponse.json({
        data: {
          openRegistration: {
            __typename: 'OpenRegistrationPayload',
            errors: [],
            message: null,
            registration: null,
            ...answer,
          },
        },
      });
    }),
  );
  return sent;
}

const renderPanel = () =>
  renderWithProviders(<RegistrationPanel tournamentId="12" />, { token: ORGANISER_TOKEN });

describe('RegistrationPanel', () => {
  it('says since when registration is open, with no button', async () => {
    answerRegistration([OPENED]);
    renderPanel();

    expect(await screen.findByText(/^Registration is open since/)).toHaveTextContent(
      'Registration is open since November 25, 2026 at 10:00 AM UTC (e-sport registration DEMO-ESPORT-2026-001).',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Registration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open registration' })).toBeNull();
  });

  it('lists what keeps it closed, shows a refusal, then opens it and reads it again', async () => {
    const reads = answerRegistration([CLOSED, CLOSED, OPENED]);
    const sent = answerOpen([
      {
        errors: [
          {
            __typename: 'UserError',
            field: null,
            code: 'CONFLICT',
            message: 'Registration cannot open: Fund the prize pool: ₹0 of ₹5,000 is in escrow',
          },
        ],
      },
      { message: 'Registration is open.', registration: OPENED },
    ]);
    const { user } = renderPanel();

    expect(await screen.findByText('Registration: not open')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Fund the prize pool: ₹0 of ₹5,000 is in escrow',
    );

    await user.click(screen.getByRole('button', { name: 'Open registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration cannot open: Fund the prize pool: ₹0 of ₹5,000 is in escrow',
    );
    expect(screen.getByText('Registration: not open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open registration' }));
    expect(await screen.findByText(/^Registration is open since/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Registration is open.');
    expect(sent).toEqual([{ tournamentId: '12' }, { tournamentId: '12' }]);
    expect(reads.count).toBe(3);
  });
});
