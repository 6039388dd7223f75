import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import {
  type DateOfBirthInput,
  type PanInput,
  dateOfBirthBodySchema,
  panBodySchema,
} from './tax-details-schemas';
import type { TaxDetailsService } from './tax-details-service';

const security = [{ bearer: [] }];
const tags = ['profile'];

/** The player's own tax details (issue 24), beside the profile's routes. */
export function taxDetailsRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ taxDetails: TaxDetailsService }>,
): void {
  app.get(
    '/v1/profile/pan',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMyPan',
        summary:
          'The PAN the player gave, masked (only its last four characters), the name on it and ' +
          'when it last changed',
        tags,
        security,
        answers: { 404: 'The player has not given a PAN' },
      },
    },
    (request) => services.taxDetails.pan(currentUser(request).id),
  );

  app.put<{ Body: PanInput }>(
    '/v1/profile/pan',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'setMyPan',
        summary:
          'Give or correct the PAN (asked before a prize that has tax withheld) and the name on ' +
          'it; sealed at rest, answered masked',
        tags,
        security,
        body: panBodySchema,
      },
    },
    (request) => services.taxDetails.setPan(currentUser(request).id, request.body),
  );

  app.put<{ Body: DateOfBirthInput }>(
    '/v1/profile/date-of-birth',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'setMyDateOfBirth',
        summary:
          'Record the date of birth, once (paid entry needs the operator’s minimum age); not in ' +
          'the future, 16 or older',
        tags,
        security,
        body: dateOfBirthBodySchema,
        answers: { 409: 'A date of birth is recorded already: only support corrects it' },
      },
    },
    (request) => services.taxDetails.setDateOfBirth(currentUser(request).id, request.body),
  );
}
