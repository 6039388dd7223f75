import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type ConsoleTodayQuery,
  type TodayTournamentFragment,
  useConsoleTodayQuery,
} from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { useConsoleChanges } from '../../shell/public';
import { OpenDisputes } from '../../match-night/public';
import { PATHS, adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import './today.css';

type Today = ConsoleTodayQuery['admin']['today'];

/** The money desk opened on its withdrawals (the desk reads `tab=withdrawals`). */
const MONEY_DESK_WITHDRAWALS = `${PATHS.adminMoney}?tab=withdrawals`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A tile named by what it shows (title, count, total): a speech user says what they see. */
function MoneyWaiting({
  title,
  waiting,
  to,
  noun,
}: {
  title: string;
  waiting: Today['pendingDeposits'];
  to: string;
  noun: [string, string];
}) {
  const none = waiting.count === 0;
  return (
    <Link to={to} className="console-card today-tile">
      <span className="today-tile__title">{title}</span>
      <span className="today-tile__count">
        {none ? 'None waiting' : plural(waiting.count, ...noun)}
      </span>
      {!none && <span className="today-tile__total">{waiting.total.formatted} in all</span>}
    </Link>
  );
}

function TournamentLink({ admin, detail }: { admin: TodayTournamentFragment; detail: string }) {
  const { tournament } = admin;
  return (
    <li>
      <Link to={adminTournamentPath(admin.id)} className="console-card today-item">
        <span className="today-item__name">{tournament.name}</span>
        <span className="console-card__meta">
          <ConsoleTime iso={tournament.startsAt} withYear />
        </span>
        <span className="today-item__detail">{detail}</span>
      </Link>
    </li>
  );
}

function Section({
  title,
  done,
  children,
  empty,
}: {
  title: string;
  done: boolean;
  children: ReactNode;
  empty: string;
}) {
  return (
    <section className="console-section" aria-label={title}>
      <h2 className="console-section__title">{title}</h2>
      {done ? (
        <p className="today-done">{empty}</p>
      ) : (
        <ul className="console-list console-cards">{children}</ul>
      )}
    </section>
  );
}

const matchList = (numbers: readonly number[]) =>
  `${numbers.length === 1 ? 'Match' : 'Matches'} ${numbers.join(', ')}: no results`;

function TodayContent({ today }: { today: Today }) {
  return (
    <>
      <section className="console-section" aria-label="Money waiting">
        <h2 className="console-section__title">Money waiting</h2>
        <div className="today-tiles">
          <MoneyWaiting
            title="Deposits"
            waiting={today.pendingDeposits}
            to={PATHS.adminMoney}
            noun={['deposit', 'deposits']}
          />
          <MoneyWaiting
            title="Withdrawals"
            waiting={today.pendingWithdrawals}
            to={MONEY_DESK_WITHDRAWALS}
            noun={['withdrawal', 'withdrawals']}
          />
        </div>
      </section>
      <Section
        title="Rooms due"
        done={today.roomsDue.length === 0}
        empty="Every tournament starting within 2 hours has its room. All done."
      >
        {today.roomsDue.map((admin) => (
          <TournamentLink key={admin.id} admin={admin} detail="No room yet: publish it" />
        ))}
      </Section>
      <Section
        title="Results due"
        done={today.resultsDue.length === 0}
        empty="Every match played has its results. All done."
      >
        {today.resultsDue.map((due) => (
          <TournamentLink
            key={due.tournament.id}
            admin={due.tournament}
            detail={matchList(due.matchNumbers)}
          />
        ))}
      </Section>
    </>
  );
}

/** /admin: what needs the organiser now, each item a link to where it is handled. */
export function TodayPage() {
  useDocumentTitle('Today');
  const { data, error, refetch } = useConsoleTodayQuery({ fetchPolicy: 'cache-and-network' });
  // New work (a deposit requested, a squad checked in, a dispute) shows without a reload.
  useConsoleChanges(() => void refetch().catch(() => undefined));
  const today = data?.admin.today;

  let content;
  if (today) content = <TodayContent today={today} />;
  else if (error) content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else content = <Loader label="Loading today..." />;

  return (
    <>
      <h1 className="console-title">Today</h1>
      {content}
      <OpenDisputes />
    </>
  );
}
