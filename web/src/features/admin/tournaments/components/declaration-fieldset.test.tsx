import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DeclarationFieldset } from './declaration-fieldset';

const START = {
  gameTitle: 'FREE_FIRE',
  feePurpose: 'ENTRY_AND_ADMIN',
  prizeSource: 'ORGANISER',
  prizeSponsorName: '',
};

function renderFieldset() {
  return renderWithProviders(
    <Formik initialValues={START} onSubmit={() => undefined}>
      {({ values }) => <DeclarationFieldset prizeSource={values.prizeSource} />}
    </Formik>,
  );
}

describe('DeclarationFieldset', () => {
  it('offers the game, the fee purpose and the prize source, and asks the sponsor only for a sponsor', async () => {
    const { user } = renderFieldset();

    expect(screen.getByLabelText('Game')).toHaveDisplayValue('Free Fire');
    expect(screen.getByLabelText('Entry fee pays for')).toHaveDisplayValue(
      'Entry to the competition and its administrative costs',
    );
    expect(screen.queryByLabelText("Sponsor's name")).toBeNull();

    await user.selectOptions(screen.getByLabelText('Game'), 'BGMI');
    expect(screen.getByLabelText('Game')).toHaveDisplayValue('BGMI');
    await user.selectOptions(screen.getByLabelText('Prize money from'), "A sponsor's funds");
    expect(await screen.findByLabelText("Sponsor's name")).toBeInTheDocument();
  });
});
