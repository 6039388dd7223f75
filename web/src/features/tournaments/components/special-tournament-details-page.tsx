import { useState } from 'react';
import { useParams } from 'react-router';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { Tabs } from '../../../components/tabs/tabs';
import { BannerImage } from '../../../components/tournament-card/banner-image';
import {
  type SpecialTournamentDetailsQuery,
  useSpecialTournamentDetailsQuery,
} from '../../../generated/tournaments';
import { UtcStart } from '../../../lib/zoned-time';
import { useSession } from '../../../lib/session';
import { useLivePollInterval } from '../../../lib/live/live-context';
import { useClockAt } from '../../../lib/use-clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bookingActionOf, entryFeeText } from './booking-action';
import { BookingButton, MobileBookingBar } from './booking-button';
import { ChooseOptionModal } from './choose-option-modal';
import { FactList } from './fact-list';
import { MyTeamTab } from './my-team-tab';
import { RulesTab } from './rules-tab';
import { TeamsTab } from './teams-tab';
import { TournamentUnavailable } from './tournament-unavailable';
import { useLiveTournament } from './use-live-tournament';
import './tournaments.css';

type Tournament = NonNullable<SpecialTournamentDetailsQuery['tournament']>;
/** The spec's points and idp tabs have no visible button, so they are left out. */
type TabKey = 'info' | 'rules' | 'teams' | 'myteam';

/** The name with its last word highlighted, as the special page shows it. */
function HighlightedName({ name }: { name: string }) {
  const words = name.trim().split(/\s+/);
  const last = words.pop();
  return (
    <h1 className="page__title">
      {words.length > 0 && `${words.join(' ')} `}
      <span className="highlight">{last}</span>
    </h1>
  );
}

function InfoTab({ tournament }: { tournament: Tournament }) {
  return (
    <>
      <FactList
        facts={[
          ['Prize Pool', tournament.prizePool.paise > 0 ? tournament.prizePool.formatted : null],
          ['Entry Fee', entryFeeText(tournament)],
          ['Type', tournament.type],
          ['Mode', tournament.mode],
          ['Starts At', <UtcStart iso={tournament.startsAt} long />],
          ['Total Matches', tournament.matchesCount],
        ]}
      />
      {tournament.discordUrl && (
        <div className="link-row">
          <a
            className="button button--ghost"
            href={tournament.discordUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Join Discord
          </a>
        </div>
      )}
    </>
  );
}

/** /special-tournaments-details/{tournamentId}: a special (team) tournament (SPEC §2). */
export function SpecialTournamentDetailsPage() {
  const { tournamentId = '' } = useParams();
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<TabKey>('info');
  const [choosing, setChoosing] = useState(false);
  const pollInterval = useLivePollInterval();
  const { data, loading, error } = useSpecialTournamentDetailsQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const tournament = data?.tournament;
  useLiveTournament(tournamentId, 'SPECIAL', {
    roomForViewer: loggedIn && (tournament?.viewerBooking.booked ?? false),
  });
  useDocumentTitle(tournament?.name ?? 'Tournament');
  const now = useClockAt([tournament?.registrationOpensAt, tournament?.registrationClosesAt]);

  if (!tournament) return <TournamentUnavailable loading={loading} error={error} />;

  const action = bookingActionOf(tournament, loggedIn, { now });
  const book = { onClick: () => setChoosing(true) };
  return (
    <div className="page tournament-details">
      <BannerImage src={tournament.bannerUrl} placement="lcp" sizes={IMAGE_SIZES.page} />
      <div className="tournament-details__head">
        <p className="game-label">FreeFire</p>
        <HighlightedName name={tournament.name} />
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
        <BookingButton action={action} onBook={book} />
      </div>
      <Tabs<TabKey>
        label="Tournament details"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'info', label: 'ALL', render: () => <InfoTab tournament={tournament} /> },
          { key: 'rules', label: 'RULES', render: () => <RulesTab /> },
          {
            key: 'teams',
            label: 'TEAMS',
            render: () => (
              <TeamsTab tournamentId={tournament.id} kind="SPECIAL" loggedIn={loggedIn} />
            ),
          },
          {
            key: 'myteam',
            label: 'My Team',
            render: () => <MyTeamTab tournamentId={tournament.id} loggedIn={loggedIn} />,
          },
        ]}
      />
      <MobileBookingBar action={action} onBook={book} />
      {choosing && (
        <ChooseOptionModal tournamentId={tournament.id} onClose={() => setChoosing(false)} />
      )}
    </div>
  );
}
