import { Link, useParams } from 'react-router';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useTournamentBooksQuery } from '../../../../generated/admin';
import { PATHS, adminPayoutsPath, adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { BOOKS_TEXTS, FIGURE_NAMES } from '../utils/books-texts';
import { FigureTable, LedgerCheck } from './figure-table';
import './books.css';

/** /admin/tournaments/:tournamentId/books: fees in, refunds, prizes out and the margin. */
export function TournamentBooksPage() {
  useDocumentTitle(BOOKS_TEXTS.tournamentTitle);
  const { tournamentId = '' } = useParams();
  const { data, loading, error } = useTournamentBooksQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const books = data?.admin.tournamentBooks;

  let body;
  if (!data && loading) body = <Loader label="Loading the books..." />;
  else if (!data) {
    body = (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? BOOKS_TEXTS.loadFailed}
      </StatusMessage>
    );
  } else if (!books) {
    body = (
      <>
        <StatusMessage>{BOOKS_TEXTS.noTournament(tournamentId)}</StatusMessage>
        <Link className="console-link" to={PATHS.adminTournaments}>
          Back to the tournaments
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <div className="console-card__row">
          <Link className="console-link" to={adminTournamentPath(books.tournamentId)}>
            {books.tournamentName}
          </Link>
          <Link className="console-link" to={adminPayoutsPath(books.tournamentId)}>
            {BOOKS_TEXTS.payouts}
          </Link>
        </div>
        <p className="console-card__meta">
          Prize pool {books.prizePool.formatted}. {BOOKS_TEXTS.playersPaid(books.playersPaid)}.
        </p>
        <FigureTable
          caption={BOOKS_TEXTS.tournamentTitle}
          lines={[
            { label: FIGURE_NAMES.feesIn, figure: books.feesIn },
            { label: FIGURE_NAMES.refunds, figure: books.refunds },
            { label: FIGURE_NAMES.prizesOut, figure: books.prizesOut },
          ]}
        />
        <section className="console-card books-margin" aria-labelledby="books-margin">
          <h2 id="books-margin" className="books-section__title">
            {BOOKS_TEXTS.margin}: {books.margin.amount.formatted}
          </h2>
          <p className="console-card__meta">{BOOKS_TEXTS.marginHint}</p>
          <LedgerCheck agrees={books.margin.agrees} ledger={books.margin.ledger.formatted} />
        </section>
      </>
    );
  }

  return (
    <>
      <h1 className="console-title">{BOOKS_TEXTS.tournamentTitle}</h1>
      <MoneyNav />
      {body}
    </>
  );
}
