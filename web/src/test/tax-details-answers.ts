import { HttpResponse, graphql } from 'msw';
import { money } from './fixtures';

/** An adult's date of birth, as the demo players have one. */
export const ADULT_DATE_OF_BIRTH = '1995-06-15';

/** The viewer's tax details as the profile's section reads them (decision 047). */
export const taxDetailsData = (
  details: { dateOfBirth?: string | null; pan?: Record<string, unknown> | null } = {},
) => {
  const pan = details.pan === undefined ? null : details.pan;
  return {
    viewer: {
      __typename: 'Viewer',
      id: '42',
      dateOfBirth: details.dateOfBirth === undefined ? ADULT_DATE_OF_BIRTH : details.dateOfBirth,
      hasPan: pan !== null,
      pan: pan && { __typename: 'PanDetails', updatedAt: '2026-11-20T10:00:00.000Z', ...pan },
    },
  };
};

/** The profile's tax details: by default a date of birth is recorded and no PAN given. */
export const recordedDateOfBirthHandler = graphql.query('ViewerTaxDetails', () =>
  HttpResponse.json({ data: taxDetailsData() }),
);

/** What the booking form asks before booking: the fee and the viewer's date of birth. */
export const bookingAgeCheckData = (entryFeePaise: number, dateOfBirth: string | null) => ({
  tournament: {
    __typename: 'Tournament',
    id: '7',
    kind: 'NORMAL',
    entryFee: money(entryFeePaise),
  },
  viewer: { __typename: 'Viewer', id: '1', dateOfBirth },
});

/** By default the booking form's tournament is free, so it asks no date of birth. */
export const freeBookingHandler = graphql.query('BookingAgeCheck', () =>
  HttpResponse.json({ data: bookingAgeCheckData(0, ADULT_DATE_OF_BIRTH) }),
);
