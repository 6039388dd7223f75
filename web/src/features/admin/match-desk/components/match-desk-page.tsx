import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useMatchDeskQuery } from '../../../../generated/admin';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AuditHistory } from '../../audit/public';
import { MatchNightDesk } from '../../match-night/public';
import { DeskHeader } from './desk-header';
import { ResultsSection } from './results-section';
import { ScheduleSection } from './schedule-section';
import { TeamCards } from './team-cards';
import './match-desk.css';

const SECTIONS = [
  { id: 'teams', label: 'Teams' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'results', label: 'Results' },
  { id: 'history', label: 'History' },
] as const;

function DeskSection({
  id,
  title,
  children,
}: {
  id: (typeof SECTIONS)[number]['id'];
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="console-section match-desk__section"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="console-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A jump list: on a phone the desk is long, and a match's room or results are what is needed now. */
function SectionLinks() {
  return (
    <nav className="match-desk__jump" aria-label="Match desk sections">
      {SECTIONS.map((section) => (
        <a key={section.id} href={`#${section.id}`} className="console-filter__option">
          {section.label}
        </a>
      ))}
    </nav>
  );
}

/**
 * /admin/tournaments/:tournamentId: teams, schedule (each match's own room), results and history
 * of one tournament.
 */
export function MatchDeskPage() {
  const { tournamentId = '' } = useParams();
  const { data, error, refetch } = useMatchDeskQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const desk = data?.admin.tournament;
  useDocumentTitle(desk ? `Match desk: ${desk.tournament.name}` : 'Match desk');

  if (!data) {
    if (error) return <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
    return <Loader label="Loading the match desk..." />;
  }
  if (!desk) return <StatusMessage>There is no tournament with id {tournamentId}.</StatusMessage>;

  const { tournament } = desk;
  const cancelled = tournament.status === 'CANCELLED';
  return (
    <div className="match-desk">
      <DeskHeader desk={desk} onCancelled={() => void refetch()} />
      <SectionLinks />
      <DeskSection id="teams" title={`Teams (${desk.teams.length})`}>
        <TeamCards tournamentId={desk.id} teams={desk.teams} />
      </DeskSection>
      <MatchNightDesk tournamentId={desk.id} />
      <DeskSection id="schedule" title="Schedule">
        <ScheduleSection tournamentId={desk.id} tournamentStart={tournament.startsAt} />
      </DeskSection>
      <DeskSection id="results" title="Results">
        {cancelled ? (
          <p className="console-card__meta">A cancelled tournament takes no results.</p>
        ) : (
          <ResultsSection
            tournamentId={desk.id}
            matchesCount={tournament.matchesCount}
            teams={desk.teams}
            matches={desk.matches}
          />
        )}
      </DeskSection>
      <DeskSection id="history" title="History">
        <AuditHistory
          entries={desk.history}
          emptyText="No organiser actions on this tournament yet."
        />
      </DeskSection>
    </div>
  );
}
