import type { FastifyInstance } from 'fastify';
import { type InferType, number, object, string } from 'yup';
import type { RoutesContext } from '../../http/app-context';
import type { LiveRuntime } from './live-runtime';
import type { RoomAudienceService } from './room-audience-service';
import { requireGateway } from '../../http/gateway-only';
import { type TournIdParams, tournIdParamsSchema } from '../tournaments/public';

const tags = ['gateway'];
const security = [{ gateway: [] }];

const streamQuerySchema = object({
  after: string().meta({ description: 'A cursor to resume after, when Last-Event-ID is absent' }),
});
type StreamQuery = InferType<typeof streamQuerySchema>;

const STREAM_DESCRIPTION =
  'text/event-stream of live events (decision 016), for the gateway only (403 otherwise). ' +
  'Resumes after Last-Event-ID (or ?after=); without one it opens with `event: ready` whose ' +
  'id is the head; a malformed or too old cursor gets `event: reset` with the head. Each ' +
  'event: `id: <cursor>`, `event: <kind>`, `data: <LiveEvent JSON>`. A `: ping` every 15 s.';

const AUDIENCE_DESCRIPTION =
  'Answers { tournamentId, matchNo, roomId, roomPassword, releaseAt, releasedAt, entrantIds } ' +
  'for the match of ?match= (else the latest released, else the next waiting): roomId and ' +
  'roomPassword null until released, releaseAt set while it waits; for the gateway only.';

const audienceQuerySchema = object({
  match: number()
    .typeError('Invalid match number')
    .integer('Invalid match number')
    .min(1, 'Invalid match number')
    .max(50, 'Invalid match number')
    .meta({ description: 'The match number (the room event subjectId)' }),
});
type AudienceQuery = InferType<typeof audienceQuerySchema>;

/** The gateway's live feed: the event stream, and the room and audience it pushes. */
export function eventRoutes(
  app: FastifyInstance,
  {
    config,
    services,
    live,
  }: RoutesContext<{ roomAudience: RoomAudienceService }> & { live: LiveRuntime },
): void {
  const gatewayOnly = requireGateway(config.gatewaySharedSecret);

  app.get<{ Querystring: StreamQuery }>(
    '/events',
    {
      onRequest: gatewayOnly,
      schema: {
        operationId: 'streamLiveEvents',
        summary: 'Live events as server-sent events',
        description: STREAM_DESCRIPTION,
        tags,
        security,
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const start = await live.streamStart(
        typeof lastEventId === 'string' ? lastEventId : request.query.after,
      );
      reply.hijack();
      live.openStream(reply.raw, start);
    },
  );

  app.get<{ Params: TournIdParams; Querystring: AudienceQuery }>(
    '/events/rooms/:tournId',
    {
      onRequest: gatewayOnly,
      schema: {
        operationId: 'getRoomAudience',
        summary: "A match's room and the players entitled to it",
        description: AUDIENCE_DESCRIPTION,
        tags,
        security,
        params: tournIdParamsSchema,
        querystring: audienceQuerySchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.roomAudience.get(request.params.tournId, request.query.match),
  );
}
