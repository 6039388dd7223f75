import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { RegistrationService } from './registration-service';
import { type AdminTournamentParams, adminTournamentParamsSchema } from './tournament-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_TOURNAMENT = 'No tournament has this id';

/** A tournament's registration, under /admin (role admin only): what keeps it closed; open it. */
export function registrationAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ registration: RegistrationService }>,
): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/registration',
    {
      schema: {
        operationId: 'adminGetRegistration',
        summary:
          'Whether registration is open, since when and under which e-sport registration ' +
          'number, and each problem that keeps a closed one from opening now',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.registration.registration(request.params.id),
  );

  app.post<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/open-registration',
    {
      schema: {
        operationId: 'adminOpenRegistration',
        summary:
          'Open registration: a paid tournament needs what the compliance settings ask (the ' +
          'registration number, a prize pool funded in escrow); audited, players see it at once',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: {
          404: NO_TOURNAMENT,
          409:
            'Open already, not upcoming, or refused: the message names each problem and ' +
            '`problems` lists them',
        },
      },
    },
    (request) => services.registration.open(request.params.id, currentUser(request).id),
  );
}
