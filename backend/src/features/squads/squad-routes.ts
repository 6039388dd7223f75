import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import type { SquadService } from './squad-service';
import {
  type InvitationParams,
  type MemberParams,
  type MySquadQuery,
  type SquadInviteInput,
  type SquadJoinInput,
  type SquadParams,
  invitationParamsSchema,
  memberParamsSchema,
  mySquadQuerySchema,
  squadInviteSchema,
  squadJoinSchema,
  squadParamsSchema,
} from './squad-schemas';

const security = [{ bearer: [] }];
const tags = ['squads'];
const CLOSED = 'The tournament is completed or cancelled, or is a special one';
const NO_INVITATION = 'The player has no invitation of this id';
const DECIDED = 'The invitation is no longer pending';

/** Whole squads of normal tournaments (decision 037). Guards run before validation. */
export function squadRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ squads: SquadService }>,
): void {
  const squads = services.squads;
  const change = { preValidation: guards.requireActiveUser };

  app.get(
    '/squads/invitations',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'listSquadInvitations',
        summary: 'Open invitations to the player',
        tags,
        security,
        answers: {},
      },
    },
    (request) => squads.myInvitations(currentUser(request).id),
  );

  app.get<{ Querystring: MySquadQuery }>(
    '/squads/mine',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMySquad',
        summary: "The player's squad in a tournament: members (with UIDs), code, invitations",
        tags,
        security,
        querystring: mySquadQuerySchema,
        answers: { 404: 'The player is in no squad of this tournament' },
      },
    },
    (request) => squads.mySquad(currentUser(request).id, request.query.tournamentId),
  );

  app.post<{ Body: SquadInviteInput }>(
    '/squads/invite',
    {
      ...change,
      schema: {
        operationId: 'inviteToSquad',
        summary: 'The booker invites a teammate by mobile or username',
        tags,
        security,
        body: squadInviteSchema,
        answers: {
          400: `No player can be invited so, or ${CLOSED}`,
          403: `${SHARED_ANSWERS.banned}, or the caller did not book the squad`,
          404: 'No squad has this id',
          409: 'Already a member, in another squad, invited, the squad full or out of invitations',
        },
      },
    },
    (request) => squads.invite(currentUser(request).id, request.body),
  );

  const decide = (
    path: string,
    operationId: string,
    summary: string,
    act: 'accept' | 'decline' | 'cancel',
  ) =>
    app.post<{ Params: InvitationParams }>(
      path,
      {
        ...change,
        schema: {
          operationId,
          summary,
          tags,
          security,
          params: invitationParamsSchema,
          answers: {
            400: `No in-game name on the profile, or ${CLOSED}`,
            403: SHARED_ANSWERS.banned,
            404: NO_INVITATION,
            409: `${DECIDED}, the player is in a squad already, or the squad is full`,
          },
        },
      },
      (request) => squads[act](currentUser(request).id, request.params.id),
    );
  decide(
    '/squads/invitations/:id/accept',
    'acceptSquadInvitation',
    'The invitee joins the squad',
    'accept',
  );
  decide(
    '/squads/invitations/:id/decline',
    'declineSquadInvitation',
    'The invitee says no',
    'decline',
  );
  decide(
    '/squads/invitations/:id/cancel',
    'cancelSquadInvitation',
    'The booker takes an invitation back',
    'cancel',
  );

  app.post<{ Body: SquadJoinInput }>(
    '/squads/join',
    {
      ...change,
      schema: {
        operationId: 'joinSquadByCode',
        summary: 'Join a normal squad by the code its booker shared',
        tags,
        security,
        body: squadJoinSchema,
        answers: {
          400: `No in-game name on the profile, or ${CLOSED}`,
          403: SHARED_ANSWERS.banned,
          404: 'No squad has this code',
          409: 'The player is in a squad already, or the squad is full',
        },
      },
    },
    (request) => squads.joinByCode(currentUser(request).id, request.body.code),
  );

  app.post<{ Params: SquadParams }>(
    '/squads/:teamId/leave',
    {
      ...change,
      schema: {
        operationId: 'leaveSquad',
        summary: 'A member leaves; their place stays a name',
        tags,
        security,
        params: squadParamsSchema,
        answers: {
          400: `The booker cannot leave, or ${CLOSED}`,
          403: SHARED_ANSWERS.banned,
          404: 'No squad has this id, or the player is not in it',
        },
      },
    },
    (request) => squads.leave(currentUser(request).id, request.params.teamId),
  );

  app.post<{ Params: MemberParams }>(
    '/squads/:teamId/members/:userId/remove',
    {
      ...change,
      schema: {
        operationId: 'removeSquadMember',
        summary: 'The booker removes a member; their place stays a name',
        tags,
        security,
        params: memberParamsSchema,
        answers: {
          400: `Not a member, the booker themselves, or ${CLOSED}`,
          403: `${SHARED_ANSWERS.banned}, or the caller did not book the squad`,
          404: 'No squad has this id',
        },
      },
    },
    (request) =>
      squads.remove(currentUser(request).id, request.params.teamId, request.params.userId),
  );
}

/** A squad as organisers see it, under /admin. */
export function squadAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ squads: SquadService }>,
): void {
  app.get<{ Params: SquadParams }>(
    '/squads/:teamId',
    {
      schema: {
        operationId: 'adminGetSquad',
        summary: 'A squad: members with their Free Fire UIDs, code, open invitations',
        tags: ['admin'],
        security,
        params: squadParamsSchema,
        answers: { 404: 'No squad has this id' },
      },
    },
    (request) => services.squads.squadOfTeam(currentUser(request).id, request.params.teamId),
  );
}
