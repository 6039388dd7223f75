import { GRIEVANCE_MESSAGES, grievanceDueTimes } from '#common/grievances';
import { recordConsoleChange } from '../../change/record-event';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { readComplianceSettings } from '../compliance/public';
import { filerCaseJson, officerJson } from './grievance-json';
import { acknowledgementMail } from './grievance-mails';
import type { FileGrievanceInput } from './grievance-schemas';
import { type GrievanceView, createGrievancesRepository } from './grievances-repository';

const NO_TOURNAMENT = 'No tournament has this id';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The contact given matches the case's: its e-mail (any case), or its phone by digits, with or
 * without the country code in front.
 */
function contactMatches(g: GrievanceView, contact: string): boolean {
  const given = contact.trim().toLowerCase();
  if (g.filer_email && g.filer_email.toLowerCase() === given) return true;
  if (!g.filer_phone) return false;
  const [stored, typed] = [digits(g.filer_phone), digits(given)];
  if (typed.length < 6) return false;
  return stored === typed || (typed.length >= 10 && stored.slice(-10) === typed.slice(-10));
}

/**
 * The filer's side of grievance redressal (decision 049): anyone files a complaint, logged in or
 * not, and is answered at once with its acknowledgement number and due times; the filer then
 * follows it by number and contact, or from their account.
 */
export function createGrievanceService({ db, mailQueue, clock = () => new Date() }: ServiceDeps) {
  const grievances = createGrievancesRepository(db);

  return {
    async file(input: FileGrievanceInput, userId: number | null) {
      const filedAt = clock();
      const email = input.email ?? null;
      const phone = input.phone ?? null;
      if (!email && !phone) throw invalid(GRIEVANCE_MESSAGES.noContact, 'email');
      const { row, settings, due } = await db.transaction().execute(async (trx) => {
        const tournamentId = input.tournamentId ?? null;
        if (tournamentId !== null && !(await grievances.tournamentExists(trx, tournamentId))) {
          throw invalid(NO_TOURNAMENT, 'tournamentId');
        }
        const settings = await readComplianceSettings(trx);
        const due = grievanceDueTimes(
          filedAt,
          settings.grievanceAckHours,
          settings.grievanceResolveDays,
        );
        const row = await grievances.insert(trx, {
          category: input.category,
          subject: input.subject,
          description: input.description,
          filerName: input.name,
          filerEmail: email,
          filerPhone: phone,
          userId,
          tournamentId,
          disputeId: null,
          filedAt,
          ackDueAt: due.acknowledgeBy,
          resolveDueAt: due.resolveBy,
        });
        await recordConsoleChange(trx, 'grievance');
        return { row, settings, due };
      });
      const officer = officerJson(settings);
      if (email) {
        mailQueue.enqueue([
          acknowledgementMail(email, { ...input, number: row.number, filedAt, ...due, officer }),
        ]);
      }
      return {
        number: row.number,
        status: 'open' as const,
        filedAt: filedAt.toISOString(),
        acknowledgeBy: due.acknowledgeBy.toISOString(),
        resolveBy: due.resolveBy.toISOString(),
        officer,
      };
    },

    /** A case by its number and the contact it was filed with; a wrong pair finds nothing. */
    async status(number: string, contact: string) {
      const g = await grievances.byNumber(number);
      if (!g || !contactMatches(g, contact)) throw notFound(GRIEVANCE_MESSAGES.notFound);
      const [replies, settings] = await Promise.all([
        grievances.replies(g.id),
        readComplianceSettings(db),
      ]);
      return filerCaseJson(g, replies, settings, clock());
    },

    /** The complaints filed from the caller's account (and their disputes), newest first. */
    async mine(userId: number) {
      const [rows, settings] = await Promise.all([
        grievances.mine(userId),
        readComplianceSettings(db),
      ]);
      const now = clock();
      return Promise.all(
        rows.map(async (g) => filerCaseJson(g, await grievances.replies(g.id), settings, now)),
      );
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
