import type { FeePurpose, GameTitle, PrizeSource } from '#common/declaration';
import { DECLARATION_MESSAGES, sponsorNameOf } from '#common/validation/declaration';
import type { TournamentRow } from '../../db/schema';
import { invalid } from '../../errors';
import type { TournamentPatchInput } from './tournament-schemas';

type DeclarationInput = Pick<
  TournamentPatchInput,
  'gameTitle' | 'feePurpose' | 'prizeSource' | 'prizeSponsorName'
>;

/**
 * The declaration's columns after a create (current: null) or an edit: what the input leaves out
 * stays; a sponsor's prize keeps a sponsor's name, an organiser's prize keeps none.
 */
export function declarationColumns(input: DeclarationInput, current: TournamentRow | null) {
  const source = input.prizeSource ?? current?.prize_source ?? 'organiser';
  const name =
    input.prizeSponsorName === undefined ? current?.prize_sponsor_name : input.prizeSponsorName;
  const sponsorName = sponsorNameOf(source, name);
  if (source === 'sponsor' && sponsorName === null) {
    throw invalid(DECLARATION_MESSAGES.sponsorName, 'prizeSponsorName');
  }
  // The schema let through only the lists' keys.
  return {
    game_title: input.gameTitle as GameTitle | undefined,
    fee_purpose: input.feePurpose as FeePurpose | undefined,
    prize_source: input.prizeSource as PrizeSource | undefined,
    prize_sponsor_name:
      input.prizeSource === undefined && input.prizeSponsorName === undefined
        ? undefined
        : sponsorName,
  };
}
