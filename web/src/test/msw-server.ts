import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { emptyBellHandler } from './bell-answers';
import { emptyPrizePoolHandler } from './escrow-answers';
import { openRegistrationHandler } from './registration-answers';
import { noGrievanceOfficerHandler } from './site-compliance-answers';
import { noCheckInHandler } from './check-in-answers';
import { noMatchNightHandler, noOpenDisputesHandler, noPrizeHoldHandler } from './dispute-answers';
import { noConsoleWorkHandler } from './console-count-answers';
import { liveSocketHandler } from './live-socket';
import { openPayeeHandler } from './payee-answers';
import { noPersistedQueriesHandler } from './persisted-query-answers';
import { noMatchScheduleHandler, noScheduleHandler } from './schedule-answers';
import { standardScoringHandler } from './scoring-answers';
import { noSquadHandler } from './squad-answers';
import { freeBookingHandler, recordedDateOfBirthHandler } from './tax-details-answers';

/**
 * The network of every web test: tests add `graphql.query('OperationName', ...)` handlers with
 * `server.use(...)`; a request nobody answers fails the test. Two answers stand in every test,
 * for what the layout asks on every page: the gateway's live socket (live-socket.ts), quiet
 * unless a test pushes, and an empty bell for a logged-in player (bell-answers.ts). Hash-only
 * persisted queries are refused, so the tests' handlers read every query's text. An organiser's
 * header count of waiting work answers 0 (console-count-answers.ts), and a booked player's squad
 * is none (squad-answers.ts), a tournament's schedule is empty on its page and on the match
 * desk (schedule-answers.ts), and the viewer has no squad to check in or dispute with
 * (check-in-answers.ts); the console has no dispute, check-in or prize hold to show
 * (dispute-answers.ts). The match desk's points system is the
 * Free Fire standard, with no penalties or screenshots (scoring-answers.ts). The Deposit tab's
 * payments are open to the demo payee (payee-answers.ts). The viewer has a date of birth and
 * no PAN, and the booking form's tournament is free (tax-details-answers.ts).
 * The organiser's tournament page's prize escrow has nothing funded (escrow-answers.ts).
 * Its registration is open (registration-answers.ts). The footer names no grievance officer
 * (site-compliance-answers.ts).
 */
export const server = setupServer(
  liveSocketHandler,
  emptyBellHandler,
  noConsoleWorkHandler,
  noPersistedQueriesHandler,
  noSquadHandler,
  noScheduleHandler,
  noMatchScheduleHandler,
  noCheckInHandler,
  noOpenDisputesHandler,
  noMatchNightHandler,
  noPrizeHoldHandler,
  standardScoringHandler,
  openPayeeHandler,
  recordedDateOfBirthHandler,
  freeBookingHandler,
  emptyPrizePoolHandler,
  openRegistrationHandler,
  noGrievanceOfficerHandler,
);

/** Where the test app's Apollo client sends its requests. */
export const TEST_API_URL = 'http://localhost/graphql';

type GraphQLAnswer = HttpResponse<GraphQLResponseBody<GraphQLQuery>>;

/** A GraphQL error answer as the gateway gives one: `errors` with a code, no data. */
export const graphQLError = (message: string, code = 'UPSTREAM_ERROR'): GraphQLAnswer =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: null,
    errors: [{ message, extensions: { code } }],
  });

/** A field-level error: the rest of the data arrives, the failed field is null. */
export const fieldError = (
  data: GraphQLQuery,
  path: string[],
  message: string,
  code: string,
): GraphQLAnswer =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data,
    errors: [{ message, path, extensions: { code } }],
  });
