import type { DeclarationFieldsFragment } from '../../../generated/tournaments';

/**
 * The tournament's e-sport declaration (issue 24, decision 048), shown before the booking
 * button: the registration number, the game, what the fee pays for, whose money the prize is,
 * and that nothing is staked.
 */
export function DeclarationSection({
  declaration,
}: {
  declaration: DeclarationFieldsFragment | null | undefined;
}) {
  if (!declaration) return null;
  const sponsor = declaration.sponsorName ? ` (${declaration.sponsorName})` : '';
  return (
    <section className="declaration" aria-labelledby="declaration-heading">
      <h2 id="declaration-heading" className="tab-heading">
        Declaration
      </h2>
      <ul className="declaration__list">
        {declaration.registrationNumber && (
          <li>E-sport registration: {declaration.registrationNumber}</li>
        )}
        <li>Game: {declaration.gameTitleLabel}</li>
        <li>Your entry fee pays for: {declaration.feePurposeLabel}</li>
        <li>
          Prize money: {declaration.prizeSourceLabel}
          {sponsor}
        </li>
        <li>{declaration.noStakes}</li>
      </ul>
    </section>
  );
}
