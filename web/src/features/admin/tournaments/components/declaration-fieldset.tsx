import { FEE_PURPOSES, GAME_TITLES, PRIZE_SOURCES } from '#common/declaration';
import { TextField } from '../../../../components/form/text-field';
import { SelectField } from '../../../../components/form/select-field';

/** The schema's enum value of a shared key: free_fire → FREE_FIRE. */
const options = (words: Record<string, string>) =>
  Object.entries(words).map(([key, label]) => (
    <option key={key} value={key.toUpperCase()}>
      {label}
    </option>
  ));

/** The declaration players read before booking (issue 24, decision 048). */
export function DeclarationFieldset({ prizeSource }: { prizeSource: string }) {
  return (
    <fieldset>
      <legend>Declaration</legend>
      <SelectField name="gameTitle" label="Game">
        {options(GAME_TITLES)}
      </SelectField>
      <SelectField name="feePurpose" label="Entry fee pays for">
        {options(FEE_PURPOSES)}
      </SelectField>
      <SelectField name="prizeSource" label="Prize money from">
        {options(PRIZE_SOURCES)}
      </SelectField>
      {prizeSource === 'SPONSOR' && (
        <TextField name="prizeSponsorName" label="Sponsor's name" autoComplete="off" />
      )}
    </fieldset>
  );
}
