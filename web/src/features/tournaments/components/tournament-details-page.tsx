import { useState } from 'react';
import { useParams } from 'react-router';
import { SocialLinks } from '../../../components/social-links/social-links';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { Tabs } from '../../../components/tabs/tabs';
import { BannerImage } from '../../../components/tournament-card/banner-image';
import {
  type TournamentDetailsQuery,
  useTournamentDetailsQuery,
} from '../../../generated/tournaments';
import { formatUtcLongDateTime } from '../../../lib/format-date';
import { UtcStart } from '../../../lib/zoned-time';
import { bookSlotPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useLivePollInterval } from '../../../lib/live/live-context';
import { useClockAt } from '../../../lib/use-clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bookingActionOf, entryFeeText } from './booking-action';
import { BookingButton, MobileBookingBar } from './booking-button';
import { DeclarationSection } from './declaration-section';
import { FactList } from './fact-list';
import { IdpTab } from './idp-tab';
import { MatchSchedule } from './match-schedule';
import { PointsTab } from './points-tab';
import { PointsSystemTable } from './points-system-table';
import { PrizeList } from './prize-list';
import { RulesTab } from './rules-tab';
import { TeamsTab } from './teams-tab';
import { TournamentUnavailable } from './tournament-unavailable';
import { useLiveTournament } from './use-live-tournament';
import { MySquadSection } from '../../squads/public';
import { CheckInCard, checkInRules } from '../../match-night/public';
import './tournaments.css';

type Tournament = NonNullable<TournamentDetailsQuery['tournament']>;
type TabKey = 'info' | 'rules' | 'points' | 'teams' | 'idp';

function ExternalLink({ href, children }: { href: string | null; children: string }) {
  if (!href) return null;
  return (
    <a className="button button--ghost" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** ALL: the tournament's facts and where to follow it. */
function InfoTab({ tournament }: { tournament: Tournament }) {
  const filled = Math.max(tournament.totalSlots - tournament.slotsAvailable, 0);
  return (
    <>
      <FactList
        facts={[
          ['Prize Pool', tournament.prizePool.formatted],
          ['Entry Fee', entryFeeText(tournament)],
          ['Mode', tournament.mode],
          ['Slots', `${filled}/${tournament.totalSlots}`],
          ['Type', tournament.type],
          ['Starts At', <UtcStart iso={tournament.startsAt} long />],
          [
            'Registration Opens',
            tournament.registrationOpensAt && formatUtcLongDateTime(tournament.registrationOpensAt),
          ],
          [
            'Registration Closes',
            tournament.registrationClosesAt &&
              formatUtcLongDateTime(tournament.registrationClosesAt),
          ],
        ]}
      />
      <PrizeList table={tournament.prizeTable} />
      <PointsSystemTable system={tournament.pointsSystem} />
      <MatchSchedule tournamentId={tournament.id} />
      <div className="link-row">
        <ExternalLink href={tournament.discordUrl}>Join Discord</ExternalLink>
        <ExternalLink href={tournament.liveStreamUrl}>Watch Live Stream</ExternalLink>
      </div>
      <h2 className="tab-heading">Follow us</h2>
      <SocialLinks />
    </>
  );
}

/** /tournaments-details/{tournamentId}: a normal tournament (SPEC §2). */
export function TournamentDetailsPage() {
  const { tournamentId = '' } = useParams();
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<TabKey>('info');
  const pollInterval = useLivePollInterval();
  const { data, loading, error } = useTournamentDetailsQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const tournament = data?.tournament;
  useLiveTournament(tournamentId, 'NORMAL', {
    roomForViewer: loggedIn && (tournament?.viewerBooking.booked ?? false),
  });
  useDocumentTitle(tournament?.name ?? 'Tournament');
  const now = useClockAt([tournament?.registrationOpensAt, tournament?.registrationClosesAt]);

  if (!tournament) return <TournamentUnavailable loading={loading} error={error} />;

  const book = { to: bookSlotPath(tournament.id) };
  return (
    <div className="page tournament-details">
      <BannerImage src={tournament.bannerUrl} placement="lcp" sizes={IMAGE_SIZES.page} />
      <div className="tournament-details__head">
        <h1 className="page__title">{tournament.name}</h1>
        {tournament.title && <p className="muted">{tournament.title}</p>}
        <FactList
          className="fact-list--compact"
          facts={[
            ['Organized By', tournament.organiser],
            ['Type', tournament.type],
            ['Mode', tournament.mode],
            ['Starts At', <UtcStart iso={tournament.startsAt} long />],
            ['Total Matches', tournament.matchesCount],
          ]}
        />
        <DeclarationSection declaration={tournament.declaration} />
        <BookingButton action={bookingActionOf(tournament, loggedIn, { now })} onBook={book} />
      </div>
      {loggedIn && tournament.viewerBooking.booked && (
        <MySquadSection tournamentId={tournament.id} status={tournament.status} />
      )}
      {loggedIn && <CheckInCard tournamentId={tournament.id} />}
      <Tabs<TabKey>
        label="Tournament details"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'info', label: 'ALL', render: () => <InfoTab tournament={tournament} /> },
          {
            key: 'rules',
            label: 'RULES',
            render: () => <RulesTab extra={checkInRules(tournament.checkInWindow)} />,
          },
          {
            key: 'points',
            label: 'POINTS',
            render: () => <PointsTab tournamentId={tournament.id} />,
          },
          {
            key: 'teams',
            label: 'TEAMS',
            render: () => (
              <TeamsTab tournamentId={tournament.id} kind="NORMAL" loggedIn={loggedIn} />
            ),
          },
          {
            key: 'idp',
            label: 'IDP',
            render: () => (
              <IdpTab
                tournamentId={tournament.id}
                loggedIn={loggedIn}
                discordUrl={tournament.discordUrl}
              />
            ),
          },
        ]}
      />
      <MobileBookingBar
        action={bookingActionOf(tournament, loggedIn, { ignoreCompleted: true, now })}
        onBook={book}
      />
    </div>
  );
}
