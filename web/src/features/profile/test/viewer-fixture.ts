/** The viewer as the profile screens select it. */
export function viewerFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Viewer' as const,
    id: '42',
    displayId: '#AEI0042',
    username: 'rahul',
    mobile: '9876543210',
    bio: null as string | null,
    pictureUrl: null as string | null,
    ffUid: null as string | null,
    ffIgn: null as string | null,
    stats: { __typename: 'PlayerStats', tournamentsPlayed: 12, wins: 3, kills: 57 },
    ...overrides,
  };
}
