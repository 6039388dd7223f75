import {
  useAddPenaltyMutation,
  useAttachResultScreenshotMutation,
  useMatchDeskScoringQuery,
  useRemovePenaltyMutation,
  useRemoveResultScreenshotMutation,
} from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const FAILED = 'The change could not be saved. Try again.';
/** The desk reads again what a change moved; a failed reload does not undo a saved change. */
const refetch = { refetchQueries: 'active' as const };

/**
 * The read is all public fields, which a browser may keep for a few seconds (a GET with
 * `public, max-age`): the desk asks past that copy, or a penalty just given would not show.
 */
const PAST_THE_BROWSER_CACHE = { fetchOptions: { cache: 'no-store' } } as const;

/** One match's penalties and screenshots as players see them on POINTS. */
export function useMatchExtras(tournamentId: string, matchNumber: number) {
  const { data } = useMatchDeskScoringQuery({
    variables: { id: tournamentId },
    context: PAST_THE_BROWSER_CACHE,
  });
  const match = data?.tournament?.standings.matches.find((m) => m.matchNumber === matchNumber);
  return { penalties: match?.penalties ?? [], screenshots: match?.screenshots ?? [] };
}

/** Penalties given, taken back, and screenshots attached to one match. */
export function useMatchExtraChanges(tournamentId: string, matchNumber: number) {
  const [addPenalty] = useAddPenaltyMutation(refetch);
  const [removePenalty] = useRemovePenaltyMutation(refetch);
  const [attach] = useAttachResultScreenshotMutation(refetch);
  const [detach] = useRemoveResultScreenshotMutation(refetch);
  return {
    addPenalty: (teamId: string, points: number, reason: string) =>
      sendOrganiserChange(async () => {
        const { data } = await addPenalty({
          variables: { tournamentId, matchNumber, teamId, points, reason },
        });
        return data?.addPenalty;
      }, FAILED),
    removePenalty: (penaltyId: string) =>
      sendOrganiserChange(async () => {
        const { data } = await removePenalty({ variables: { tournamentId, penaltyId } });
        return data?.removePenalty;
      }, FAILED),
    attachScreenshot: (pictureUrl: string) =>
      sendOrganiserChange(async () => {
        const { data } = await attach({ variables: { tournamentId, matchNumber, pictureUrl } });
        return data?.attachResultScreenshot;
      }, FAILED),
    removeScreenshot: (screenshotId: string) =>
      sendOrganiserChange(async () => {
        const { data } = await detach({ variables: { tournamentId, screenshotId } });
        return data?.removeResultScreenshot;
      }, FAILED),
  };
}
