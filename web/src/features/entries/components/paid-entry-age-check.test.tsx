import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { ADULT_DATE_OF_BIRTH, bookingAgeCheckData } from '../../../test/tax-details-answers';
import { countBalanceReads, payloadAnswer } from '../test/answers';
import { BalanceProbe } from '../test/balance-probe';
import { useBookingAgeCheckQuery } from '../../../generated/entries';
import { BookSlotPage } from './book-slot-page';

const ROUTE = { route: '/tournament/bookslot/7', path: '/tournament/bookslot/:tournamentId' };
const PROMPT = 'Paid tournaments need your date of birth (you must be 18 or over).';

function answerCheck(entryFeePaise: number, dateOfBirth: string | null) {
  server.use(
    countBalanceReads().handler,
    graphql.query('BookingAgeCheck', () =>
      HttpResponse.json({ data: bookingAgeCheckData(entryFeePaise, dateOfBirth) }),
    ),
  );
}

/**
 * Reads the same check from the same cache: once it shows the answer, the booking page has had
 * it too, so "no prompt" is the page's decision and not a check still on its way.
 */
function CheckProbe() {
  const { data } = useBookingAgeCheckQuery({ variables: { tournamentId: '7', kind: 'NORMAL' } });
  return data ? <p>Checked: {data.viewer?.dateOfBirth ?? 'none'}</p> : null;
}

const renderPage = () =>
  renderWithProviders(
    <>
      <BookSlotPage />
      <CheckProbe />
      <BalanceProbe />
    </>,
    { ...ROUTE, token: 'token-1' },
  );

describe('the booking form of a paid tournament', () => {
  it('asks the date of birth first when the viewer has none, then lets the player book', async () => {
    answerCheck(5000, null);
    const booked: unknown[] = [];
    server.use(
      graphql.mutation('SetDateOfBirth', () =>
        HttpResponse.json({
          data: {
            setDateOfBirth: {
              __typename: 'DateOfBirthPayload',
              errors: [],
              message: null,
              viewer: {
                __typename: 'Viewer',
                id: '1',
                dateOfBirth: '2000-02-01',
                hasPan: false,
                pan: null,
              },
            },
          },
        }),
      ),
      graphql.mutation('BookSlot', ({ variables }) => {
        booked.push(variables.input);
        return payloadAnswer('bookSlot', 'EntryPayload', { message: 'Booked' });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of birth'), '2000-02-01');
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));

    expect(await screen.findByText('Checked: 2000-02-01')).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Team Name'), 'Night Owls');
    await user.type(screen.getByLabelText('In-Game Name'), 'OwlLeader');
    await user.type(screen.getByLabelText('Player 2'), 'OwlTwo');
    await user.type(screen.getByLabelText('Player 3'), 'OwlThree');
    await user.type(screen.getByLabelText('Player 4'), 'OwlFour');
    await user.type(screen.getByLabelText('WhatsApp Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Book Slot' }));
    expect(await screen.findByText('Slot booked successfully!')).toBeInTheDocument();
    expect(booked).toHaveLength(1);
  });

  it('asks nothing more of a free tournament, even without a date of birth', async () => {
    answerCheck(0, null);
    renderPage();
    expect(await screen.findByText('Checked: none')).toBeInTheDocument();
    expect(screen.getByLabelText('Team Name')).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });

  it('asks nothing more when the viewer already gave a date of birth', async () => {
    answerCheck(5000, ADULT_DATE_OF_BIRTH);
    renderPage();
    expect(await screen.findByText(`Checked: ${ADULT_DATE_OF_BIRTH}`)).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });
});
