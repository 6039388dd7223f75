import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { toMatchesInput } from '../utils/match-maps-values';
import { MatchMapsFieldset } from './match-maps-fieldset';

/** The fieldset in a form of its own, with the values it reads; shows what the form holds. */
function renderMaps(matchesCount: string) {
  const seen: { matchMaps: string[] } = { matchMaps: [] };
  render(
    <Formik initialValues={{ matchesCount, matchMaps: [] as string[] }} onSubmit={() => {}}>
      {({ values }) => {
        seen.matchMaps = values.matchMaps;
        return <MatchMapsFieldset />;
      }}
    </Formik>,
  );
  return seen;
}

describe('MatchMapsFieldset', () => {
  it("fills each match with the rules' rotation, cycling after Alpine", () => {
    renderMaps('6');
    const maps = screen
      .getAllByRole('combobox')
      .map((select) => (select as HTMLSelectElement).value);
    expect(maps).toEqual(['Bermuda', 'Purgatory', 'Kalahari', 'Nextera', 'Alpine', 'Bermuda']);
    expect(screen.getByLabelText('Match 6 map')).toBeInTheDocument();
  });

  it('sends the map the organiser picked for a match, the rotation for the others', async () => {
    const user = userEvent.setup();
    const seen = renderMaps('3');
    await user.selectOptions(screen.getByLabelText('Match 2 map'), 'Alpine');
    expect(screen.getByLabelText('Match 2 map')).toHaveValue('Alpine');
    expect(toMatchesInput('3', seen.matchMaps)).toEqual([
      { map: 'Bermuda' },
      { map: 'Alpine' },
      { map: 'Kalahari' },
    ]);
  });

  it('asks for the number of matches first, and sends no schedule without it', () => {
    renderMaps('');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Enter the number of matches to pick their maps.')).toBeInTheDocument();
    expect(toMatchesInput('', [])).toBeUndefined();
    expect(toMatchesInput('51', [])).toBeUndefined();
  });
});
