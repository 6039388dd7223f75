import type { Db, Trx } from '../../db/db';
import type { MailQueue } from '../../mail/mail-queue';
import { recordAudit } from '../../change/record-audit';
import { notify } from '../../change/notify';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import {
  PG_UNIQUE_VIOLATION,
  conflict,
  forbidden,
  invalid,
  notFound,
  pgErrorCode,
} from '../../errors';
import type { EntryReads } from '../tournaments/public';
import {
  SQUAD_INVITATIONS_MAX,
  SQUAD_TEXT,
  placeFor,
  squadCapacity,
  withOneEntry,
} from './squad-rules';
import type { SquadSteps } from './squad-steps';
import { SQUAD_SUMMARY, squadInvitationMail } from './squad-texts';
import type { SquadInviteInput } from './squad-schemas';
import type { SquadTeam, SquadsRepository } from './squads-repository';

/** The booker's invitations and the invitee's answer to them. */
export function createSquadInvitations(deps: {
  db: Db;
  mailQueue: MailQueue;
  squads: SquadsRepository;
  entries: EntryReads;
  steps: SquadSteps;
}) {
  const { db, mailQueue, squads, entries, steps } = deps;

  async function bookersTeam(trx: Trx, teamId: number, userId: number): Promise<SquadTeam> {
    const team = await squads.lockTeam(trx, teamId);
    if (!team) throw notFound(SQUAD_TEXT.noSquad);
    if (team.leaderId !== userId) throw forbidden(SQUAD_TEXT.notBooker);
    return team;
  }

  /** The invitee's pending invitation, locked; anyone else's is "no invitation" to them. */
  async function ownPending(trx: Trx, id: number, userId: number, role: 'invitee' | 'booker') {
    const invitation = await squads.lockInvitation(trx, id);
    const owner = role === 'invitee' ? invitation?.invitee_id : invitation?.invited_by;
    if (!invitation || owner !== userId) throw notFound(SQUAD_TEXT.invitationGone);
    if (invitation.status !== 'pending') {
      throw conflict(SQUAD_TEXT.invitationDecided(invitation.status));
    }
    return invitation;
  }

  async function invite(userId: number, input: SquadInviteInput) {
    const field = input.by;
    const value = (input.by === 'mobile' ? input.mobile : input.username) ?? '';
    const result = await db.transaction().execute(async (trx) => {
      const team = await bookersTeam(trx, input.teamId, userId);
      const tournament = await steps.openTournament(trx, team);
      if ((await squads.countInvitations(trx, team.id)) >= SQUAD_INVITATIONS_MAX) {
        throw conflict(SQUAD_TEXT.tooMany(SQUAD_INVITATIONS_MAX));
      }
      const capacity = squadCapacity(tournament);
      if (placeFor(await squads.places(team.id, trx), '', capacity) === undefined) {
        throw conflict(SQUAD_TEXT.full(capacity));
      }
      const invitee = await squads.findInvitable(trx, input.by, value);
      if (!invitee || invitee.bannedAt) throw invalid(SQUAD_TEXT.nobody(input.by), field);
      if (invitee.id === userId) throw invalid(SQUAD_TEXT.self, field);
      if (await entries.isEntered(team.tournamentId, invitee.id, trx)) {
        const sameSquad = (await squads.places(team.id, trx)).some((p) => p.userId === invitee.id);
        throw conflict(sameSquad ? SQUAD_TEXT.alreadyMember : SQUAD_TEXT.inAnotherSquad, field);
      }
      const booker = await squads.findUser(userId, trx);
      const bookerName = booker?.username ?? 'Your teammate';
      const id = await squads.insertInvitation(trx, {
        team,
        invitedBy: userId,
        inviteeId: invitee.id,
        as: input.by,
      });
      await recordAudit(trx, {
        actorId: userId,
        action: 'SQUAD_INVITED',
        subjectId: team.tournamentId,
        tournamentId: team.tournamentId,
        userId: invitee.id,
        summary: SQUAD_SUMMARY.invited(team.teamName, bookerName, invitee.username, input.by),
      });
      await notify(trx, {
        userId: invitee.id,
        kind: 'squad_invited',
        message: NOTIFICATION_MESSAGES.squadInvited(
          bookerName,
          team.teamName,
          tournament.tourn_name,
        ),
        tournamentId: team.tournamentId,
      });
      await steps.changed(trx, team);
      const mail = squadInvitationMail(invitee.email, {
        booker: bookerName,
        team: team.teamName,
        tournament: tournament.tourn_name,
      });
      return { id, mail, tournamentId: team.tournamentId };
    });
    mailQueue.enqueue([result.mail]);
    return {
      message: SQUAD_TEXT.invited,
      invitationId: result.id,
      tournamentId: result.tournamentId,
    };
  }

  return {
    invite: async (userId: number, input: SquadInviteInput) => {
      try {
        return await invite(userId, input);
      } catch (error) {
        // Two invitations racing for the same teammate: the index keeps one.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          throw conflict(SQUAD_TEXT.alreadyInvited, input.by);
        }
        throw error;
      }
    },

    accept: (userId: number, id: number) =>
      withOneEntry(() =>
        db.transaction().execute(async (trx) => {
          await squads.lockPlayer(trx, userId);
          const invitation = await ownPending(trx, id, userId, 'invitee');
          const team = await squads.lockTeam(trx, invitation.team_id);
          if (!team) throw notFound(SQUAD_TEXT.noSquad);
          await squads.decideInvitation(trx, id, 'accepted');
          const { position } = await steps.join(trx, team, userId, 'invitation');
          return { message: SQUAD_TEXT.joined, tournamentId: team.tournamentId, position };
        }),
      ),

    decline: (userId: number, id: number) =>
      db.transaction().execute(async (trx) => {
        const invitation = await ownPending(trx, id, userId, 'invitee');
        await squads.decideInvitation(trx, id, 'declined');
        const team = await squads.lockTeam(trx, invitation.team_id);
        if (team) await steps.changed(trx, team);
        return { message: SQUAD_TEXT.declined, tournamentId: invitation.tournament_id };
      }),

    cancel: (userId: number, id: number) =>
      db.transaction().execute(async (trx) => {
        const invitation = await ownPending(trx, id, userId, 'booker');
        await squads.decideInvitation(trx, id, 'cancelled');
        const team = await squads.lockTeam(trx, invitation.team_id);
        if (team) await steps.changed(trx, team);
        return { message: SQUAD_TEXT.cancelled, tournamentId: invitation.tournament_id };
      }),
  };
}
