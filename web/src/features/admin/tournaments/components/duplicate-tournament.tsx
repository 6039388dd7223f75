import { useMemo, useState } from 'react';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  useConsoleTournamentFormQuery,
  useDuplicateScheduleQuery,
} from '../../../../generated/admin';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { duplicateValues, withMatchMaps } from '../utils/duplicate-values';
import { valuesOf } from '../utils/tournament-form-values';
import { TournamentForm } from './tournament-form';

/**
 * /admin/tournaments/new?from=:id: the create form filled from another tournament, its dates
 * moved to the next evening at the same times. Saving creates a new tournament through the one
 * create call (the platform records it as a duplicate); nothing is created until then.
 */
export function DuplicateTournament({ fromId }: { fromId: string }) {
  const { data, error } = useConsoleTournamentFormQuery({
    variables: { id: fromId },
    fetchPolicy: 'network-only',
  });
  const schedule = useDuplicateScheduleQuery({
    variables: { id: fromId },
    fetchPolicy: 'network-only',
  });
  const original = data?.admin.tournament;
  // Without its schedule (a failed read), the copy takes the rules' map rotation.
  const matches =
    schedule.data?.admin.tournament?.tournament.matches ?? (schedule.error ? [] : undefined);
  const [now] = useState(() => new Date());
  const initialValues = useMemo(
    () =>
      original && matches ? withMatchMaps(duplicateValues(valuesOf(original), now), matches) : null,
    [original, matches, now],
  );
  useDocumentTitle(original ? `Duplicate ${original.tournament.name}` : 'Duplicate tournament');

  if (error) return <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  if (!data || (original && !initialValues))
    return <Loader label="Loading the tournament to copy..." />;
  if (!original || !initialValues)
    return <StatusMessage>There is no tournament with id {fromId} to copy.</StatusMessage>;
  return (
    <>
      <h1 className="console-title">Duplicate {original.tournament.name}</h1>
      <p className="console-card__meta">
        Filled from {original.tournament.name}, with its dates moved to the next evening at the same
        times. Check the form and create: bookings, rooms and results are not copied.
      </p>
      <TournamentForm initialValues={initialValues} existing={null} duplicateOf={original.id} />
    </>
  );
}
