import {
  type ConsoleTournamentPayloadFieldsFragment,
  useCreateTournamentMutation,
  useUpdateTournamentMutation,
} from '../../../../generated/admin';
import {
  type ChangeOutcome,
  sendOrganiserChange,
} from '../../../../components/form/change-outcome';
import { type TournamentFormValues, toCreateInput, toPatch } from '../utils/tournament-form-values';

const SAVE_FAILED = 'The tournament could not be saved. Try again.';

/** The answer to a save, with the tournament's id to open next (the new one's, once created). */
export type TournamentSaved = ChangeOutcome & { tournamentId: string | null };

type Payload = ConsoleTournamentPayloadFieldsFragment | null | undefined;

/**
 * Creates a tournament (no `existing`) or sends only what the form changed of one; 'unchanged'
 * when there is nothing to send.
 */
export function useSaveTournament(existing: { id: string } | null, duplicateOf?: string) {
  const [createTournament] = useCreateTournamentMutation();
  const [updateTournament] = useUpdateTournamentMutation();

  return async (
    initialValues: TournamentFormValues,
    values: TournamentFormValues,
  ): Promise<TournamentSaved | 'unchanged'> => {
    let tournamentId = existing?.id ?? null;
    let unchanged = false;
    const send = async (): Promise<Payload> => {
      if (!existing) {
        const input = { ...toCreateInput(values), ...(duplicateOf ? { duplicateOf } : {}) };
        const { data } = await createTournament({ variables: { input } });
        return data?.createTournament;
      }
      const patch = toPatch(initialValues, values);
      if (Object.keys(patch).length === 0) {
        unchanged = true;
        return null;
      }
      const { data } = await updateTournament({ variables: { id: existing.id, patch } });
      return data?.updateTournament;
    };
    const outcome = await sendOrganiserChange(async () => {
      const payload = await send();
      tournamentId = payload?.tournament?.id ?? tournamentId;
      return payload;
    }, SAVE_FAILED);
    return unchanged ? 'unchanged' : { ...outcome, tournamentId };
  };
}
