import type { RecordsQuery } from '../../../../generated/admin';
import { RECORDS_TEXTS } from '../utils/records-texts';
import { FigureList, istMoment } from './records-parts';

type Tournament = RecordsQuery['admin']['records']['tournaments'][number];

function Declaration({ tournament }: { tournament: Tournament }) {
  const { declaration } = tournament;
  const sponsor = declaration.prizeSponsorName ? ` (${declaration.prizeSponsorName})` : '';
  const lines: [string, string][] = [
    ['Game', declaration.gameTitle],
    ['Entry fee', `${tournament.entryFee.formatted}: ${declaration.feePurpose}`],
    ['Prize pool', `${tournament.prizePool.formatted}: ${declaration.prizeSource}${sponsor}`],
    ['E-sport registration number', declaration.esportRegistrationNumber ?? RECORDS_TEXTS.notSet],
    [
      'Registration opened',
      declaration.registrationOpenedAt ? istMoment(declaration.registrationOpenedAt) : 'Not opened',
    ],
  ];
  return (
    <dl className="records-figures">
      {lines.map(([label, value]) => (
        <div key={label} className="records-figures__line">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One card per tournament: its declaration, its money of the days and who funded the pool. */
export function RecordsTournaments({ tournaments }: { tournaments: Tournament[] }) {
  return (
    <section className="records-section" aria-labelledby="records-tournaments">
      <h2 id="records-tournaments" className="records-section__title">
        {RECORDS_TEXTS.tournaments}
      </h2>
      {tournaments.length === 0 ? (
        <p>{RECORDS_TEXTS.noTournaments}</p>
      ) : (
        <div className="records-cards">
          {tournaments.map((tournament) => (
            <article
              key={tournament.id}
              className="console-card records-card"
              aria-labelledby={`records-tournament-${tournament.id}`}
            >
              <h3 id={`records-tournament-${tournament.id}`} className="records-card__title">
                {tournament.name}
              </h3>
              <p className="console-card__meta">
                #{tournament.id} · starts {istMoment(tournament.start)} · {tournament.status}
              </p>
              <Declaration tournament={tournament} />
              <FigureList figures={tournament.figures} />
              {tournament.funders.length > 0 && (
                <ul className="records-list" aria-label={`Funders of ${tournament.name}`}>
                  {tournament.funders.map((funder) => (
                    <li key={funder.utr}>
                      {funder.funderName} ({funder.sponsor ? 'sponsor' : 'organiser'}) paid{' '}
                      {funder.amount.formatted} on {istMoment(funder.fundedAt)}, UTR {funder.utr}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
