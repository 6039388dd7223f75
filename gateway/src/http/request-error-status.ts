import type { ApolloServerPlugin } from '@apollo/server';

const JSON_MEDIA = 'application/json';
const GRAPHQL_RESPONSE_MEDIA = 'application/graphql-response+json';
/** The content types Apollo answers with, as it spells them. */
const CONTENT_TYPE = {
  [JSON_MEDIA]: 'application/json; charset=utf-8',
  [GRAPHQL_RESPONSE_MEDIA]: 'application/graphql-response+json; charset=utf-8',
} as const;
type ResponseMedia = keyof typeof CONTENT_TYPE;

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  order: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part, order) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const quality = params.find((param) => param.startsWith('q='));
    const q = quality ? Number(quality.slice(2)) : 1;
    return Number.isFinite(q) ? [{ type, subtype, q, order }] : [];
  });
}

/** How well `media` is accepted: its most specific matching range, as HTTP negotiation reads it. */
function acceptance(media: ResponseMedia, ranges: MediaRange[]) {
  const [type, subtype] = media.split('/');
  let best: { q: number; specificity: number; order: number } | undefined;
  for (const range of ranges) {
    const typeMatches = range.type === type || range.type === '*';
    const subtypeMatches = range.subtype === subtype || range.subtype === '*';
    if (!typeMatches || !subtypeMatches) continue;
    const specificity = (range.type === type ? 2 : 0) + (range.subtype === subtype ? 1 : 0);
    if (!best || specificity > best.specificity)
      best = { q: range.q, specificity, order: range.order };
  }
  return best && best.q > 0 ? best : undefined;
}

/**
 * The media type the answer goes out as, chosen as Apollo chooses it: the better accepted of
 * the two, `application/json` when they tie or when nothing is said.
 */
export function responseMediaOf(accept: string | undefined): ResponseMedia {
  if (!accept) return JSON_MEDIA;
  const ranges = mediaRanges(accept);
  const json = acceptance(JSON_MEDIA, ranges);
  const graphql = acceptance(GRAPHQL_RESPONSE_MEDIA, ranges);
  if (!graphql) return JSON_MEDIA;
  if (!json) return GRAPHQL_RESPONSE_MEDIA;
  const graphqlWins =
    graphql.q > json.q ||
    (graphql.q === json.q && graphql.specificity > json.specificity) ||
    (graphql.q === json.q &&
      graphql.specificity === json.specificity &&
      graphql.order < json.order);
  return graphqlWins ? GRAPHQL_RESPONSE_MEDIA : JSON_MEDIA;
}

/**
 * Apollo's codes of a well-formed request whose GraphQL cannot run: a document that does not
 * parse or validate, variables that do not fit their types, an operation name not in the
 * document. A malformed request (no query, a query that is not a string: BAD_REQUEST) is not
 * one of them, and stays a 400 whatever the client accepts.
 */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
]);

const isRequestError = (error: { extensions?: { code?: unknown } }) =>
  REQUEST_ERROR_CODES.has(String(error.extensions?.code));

/**
 * The GraphQL-over-HTTP spec's statuses for a request error (nothing ran, so no `data`). Apollo
 * answers them 400 whatever the client accepts; the spec asks 400 only of
 * `application/graphql-response+json`, and 200 of `application/json`, whose older clients read
 * the errors of a 200 and may drop the body of a 4xx (decision 028). The content type is set
 * here too, so status and content type come from one choice.
 */
export const requestErrorStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, errors }) {
        if (response.body.kind !== 'single' || response.http.status !== 400) return;
        if ('data' in response.body.singleResult) return;
        // Apollo's own errors, before the formatter renamed them for the client.
        if (!errors?.length || !errors.every(isRequestError)) return;
        const media = responseMediaOf(request.http?.headers.get('accept'));
        response.http.headers.set('content-type', CONTENT_TYPE[media]);
        if (media === JSON_MEDIA) response.http.status = 200;
      },
    };
  },
};
