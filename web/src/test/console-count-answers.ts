import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';

/** The ConsoleCount answer: `total` pieces of organiser work waiting. */
export const consoleCountAnswer = (total: number) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: { consoleCounts: { __typename: 'ConsoleCounts', total } },
  });

/**
 * The header asks an organiser's waiting work on every page: nothing waits unless a test says
 * otherwise (`server.use(graphql.query('ConsoleCount', () => consoleCountAnswer(3)))`).
 */
export const noConsoleWorkHandler = graphql.query('ConsoleCount', () => consoleCountAnswer(0));
