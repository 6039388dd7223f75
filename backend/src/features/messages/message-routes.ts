import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { type AdminTournamentParams, adminTournamentParamsSchema } from '../tournaments/public';
import { type MessageInput, messageBodySchema } from './message-schemas';
import type { MessageService } from './message-service';

/** The organiser's message to a tournament's squads, under /admin (role admin only). */
export function messageAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ messages: MessageService }>,
): void {
  app.post<{ Params: AdminTournamentParams; Body: MessageInput }>(
    '/tournaments/:id/messages',
    {
      schema: {
        operationId: 'adminMessageSquads',
        summary:
          'Message every member of every booked squad: their bell, and an e-mail each (at most 5 per tournament an hour)',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: adminTournamentParamsSchema,
        body: messageBodySchema,
        idempotent: true,
        answers: {
          400: 'The text is empty or too long, the tournament is cancelled, or nobody has booked it',
          404: 'No tournament has this id',
          429: 'Too many messages to this tournament in the last hour: Retry-After says when',
        },
      },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.messages.send(request.params.id, request.body, currentUser(request).id, once),
      ),
  );
}
