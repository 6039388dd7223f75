import type { Insertable } from 'kysely';
import { rupeesToPaise } from '#common/money';
import { NOTIFICATION_MESSAGES } from '../change/notification-messages';
import type { Trx } from '../db/db';
import type { NotificationsTable } from '../db/schema';
import { DEMO_WALLET, type DemoMovement } from './demo-wallet';
import { demoRepository } from './demo-repository';
import { resolveMoment } from './demo-time';
import type { SeededTournament } from './seed-tournaments';

type Notice = Insertable<NotificationsTable>;

const MINUTE_MS = 60_000;
/** An organiser decides a deposit or pays a withdrawal this long after the request. */
const DECIDED_AFTER_MS = 40 * MINUTE_MS;
/** Results of a match are posted this long after the one before (or the start). */
const MATCH_EVERY_MS = 25 * MINUTE_MS;
/** What happened longer ago than this the demo player has read. */
const READ_AFTER_MS = 24 * 60 * MINUTE_MS;

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const DEMO_ORGANISER_MESSAGE =
  'Join Discord 15 minutes before match 1. The room ID comes 7 minutes before each match.';

function walletNotice(
  movement: DemoMovement,
  transactionId: number,
  at: Date,
  byName: Map<string, SeededTournament>,
): Omit<Notice, 'user_id'> | undefined {
  switch (movement.kind) {
    case 'deposit':
      if (movement.status !== 'APPROVED') return undefined;
      return {
        kind: 'deposit_approved',
        message: NOTIFICATION_MESSAGES.depositApproved(rupeesToPaise(movement.rupees)),
        transaction_id: transactionId,
        created_at: later(at, DECIDED_AFTER_MS),
      };
    case 'withdrawal':
      return {
        kind: 'withdrawal_paid',
        message: NOTIFICATION_MESSAGES.withdrawalPaid(rupeesToPaise(movement.rupees)),
        transaction_id: transactionId,
        created_at: later(at, DECIDED_AFTER_MS),
      };
    case 'refund': {
      const tournament = byName.get(movement.tournament);
      if (!tournament) return undefined;
      return {
        kind: 'tournament_cancelled',
        message: NOTIFICATION_MESSAGES.tournamentCancelled(
          tournament.name,
          tournament.entryFeePaise,
        ),
        tournament_id: tournament.id,
        created_at: at,
      };
    }
    default:
      return undefined;
  }
}

/** The room and results of a tournament the demo squad plays in today. */
function matchDayNotices(tournament: SeededTournament, now: Date): Omit<Notice, 'user_id'>[] {
  if (!tournament.withDemoSquad || !tournament.roomReleasedAt) return [];
  const notices: Omit<Notice, 'user_id'>[] = [
    {
      // What an organiser tells every booked squad before the night (the match desk's message).
      kind: 'organiser_message',
      message: NOTIFICATION_MESSAGES.organiserMessage(tournament.name, DEMO_ORGANISER_MESSAGE),
      tournament_id: tournament.id,
      created_at: later(tournament.roomReleasedAt, -15 * MINUTE_MS),
    },
    {
      kind: 'match_room_released',
      message: NOTIFICATION_MESSAGES.matchRoomReleased(1, tournament.name),
      tournament_id: tournament.id,
      created_at: tournament.roomReleasedAt,
    },
  ];
  for (let match = 1; match <= tournament.matchesPlayed; match += 1) {
    const at = later(tournament.start, match * MATCH_EVERY_MS);
    if (at > now) break;
    notices.push({
      kind: 'results_posted',
      message: NOTIFICATION_MESSAGES.resultsPosted(match, tournament.name, false),
      tournament_id: tournament.id,
      created_at: at,
    });
  }
  return notices;
}

/**
 * The demo player's bell, told as the wallet and the tournaments happened: what is older than
 * a day is read, today's room and results are not.
 */
export async function seedDemoBell(
  trx: Trx,
  userId: number,
  seeded: { tournaments: SeededTournament[]; transactions: number[] },
  now: Date,
): Promise<void> {
  const byName = new Map(seeded.tournaments.map((tournament) => [tournament.name, tournament]));
  const fromWallet = DEMO_WALLET.flatMap((movement, index) => {
    const id = seeded.transactions[index];
    const notice =
      id === undefined
        ? undefined
        : walletNotice(movement, id, resolveMoment(movement.at, now), byName);
    return notice ? [notice] : [];
  });
  const fromTournaments = seeded.tournaments.flatMap((tournament) =>
    tournament.start <= now ? matchDayNotices(tournament, now) : [],
  );
  const notices = [...fromWallet, ...fromTournaments]
    .map((notice) => ({ ...notice, user_id: userId }))
    .map((notice) => {
      const at = new Date(notice.created_at as Date);
      return { ...notice, read_at: now.getTime() - at.getTime() > READ_AFTER_MS ? at : null };
    })
    .sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await demoRepository.insertNotifications(trx, notices);
}
