import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StandingsTable } from './standings-table';

const line = (rank: number, teamName: string) => ({
  __typename: 'StandingLine' as const,
  rank,
  teamName,
  matchesPlayed: 1,
  booyahs: rank === 1 ? 1 : 0,
  positionPoints: 12 - rank,
  kills: 3,
  penaltyPoints: 0,
  total: 15 - rank,
});

describe('StandingsTable', () => {
  it("marks the viewer's own squad, whatever the case of its name", () => {
    render(
      <StandingsTable
        caption="Overall Standings"
        lines={[line(1, 'Team Alpha'), line(2, 'Team Bravo')]}
        ownTeam="team bravo"
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveClass('standings-table__own');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Team Bravo (your squad)');
    expect(rows[1]).not.toHaveClass('standings-table__own');
    expect(screen.getAllByText('(your squad)')).toHaveLength(1);
  });

  it('marks nothing for a visitor or a player in no squad', () => {
    render(<StandingsTable caption="Overall Standings" lines={[line(1, 'Team Alpha')]} />);
    expect(screen.queryByText('(your squad)')).toBeNull();
  });
});
