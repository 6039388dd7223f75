import type { ApolloError } from '@apollo/client';
import { StatusMessage } from '../../../components/states/status-message';
import { TournamentDetailsSkeleton } from './tournament-details-skeleton';

/** What a details page shows before its tournament is there: loading, an error, or none. */
export function TournamentUnavailable({
  loading,
  error,
}: {
  loading: boolean;
  error?: ApolloError;
}) {
  if (loading) return <TournamentDetailsSkeleton />;
  return (
    <div className="page">
      {error ? (
        <StatusMessage tone="error">Error: {error.message}</StatusMessage>
      ) : (
        <StatusMessage>Tournament not found.</StatusMessage>
      )}
    </div>
  );
}
