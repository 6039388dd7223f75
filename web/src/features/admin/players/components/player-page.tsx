import { Fragment, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { FormError } from '../../../../components/form/form-error';
import { type PlayerDetailQuery, usePlayerDetailQuery } from '../../../../generated/admin';
import { formatLongDate } from '../../../../lib/format-date';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AuditHistory } from '../../audit/public';
import { recordFallback } from '../../shell/public';
import { AccountBadges } from './account-badges';
import { BanActions } from './ban-actions';
import { PlayerEntries } from './player-entries';
import { PlayerLedger } from './player-ledger';
import './players.css';

type Player = NonNullable<PlayerDetailQuery['admin']['user']>;

function profileFacts(player: Player): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    ['E-mail', player.email],
    ['Mobile', player.mobile],
    ['Bio', player.bio],
    ['Joined', formatLongDate(player.createdAt)],
    ['Banned since', player.bannedAt && <ConsoleTime iso={player.bannedAt} />],
    ['Ban reason', player.banned ? player.banReason : null],
  ];
  return rows.filter((row): row is [string, ReactNode] => Boolean(row[1]));
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id} className="console-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/players/:playerId: profile, entries, ledger and bans, with Ban or Unban. */
export function PlayerPage() {
  const { playerId = '' } = useParams();
  const { data, error, loading, refetch } = usePlayerDetailQuery({
    variables: { id: playerId },
    fetchPolicy: 'cache-and-network',
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const player = data?.admin.user;
  useDocumentTitle(player?.username ?? 'Player');

  const fallback = recordFallback(
    { loaded: Boolean(data), loading, error, found: player },
    {
      noun: 'player',
      id: playerId,
      back: { to: PATHS.adminPlayers, label: 'Back to the players' },
    },
  );
  if (fallback || !player) return fallback;

  const onChanged = (message: string | null) => {
    setConflict(message);
    void refetch().catch(() => undefined);
  };

  return (
    <>
      <div className="console-card__row">
        <h1 className="console-title">{player.username}</h1>
        <AccountBadges role={player.role} banned={player.banned} />
      </div>
      <section className="console-card" aria-label="Profile">
        <dl className="console-facts">
          {profileFacts(player).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <FormError message={conflict} />
        <BanActions player={player} onChanged={onChanged} />
      </section>
      <Section id="player-entries" title="Entries">
        <PlayerEntries entries={player.entries} />
      </Section>
      <Section id="player-ledger" title="Ledger">
        <PlayerLedger player={player} />
      </Section>
      <Section id="player-bans" title="Bans">
        <AuditHistory entries={player.bans} emptyText="Never banned." />
      </Section>
    </>
  );
}
