import { InMemoryCache } from '@apollo/client';

/**
 * How the app's data is kept between screens.
 * - Tournament: normal and special tournaments may come from two upstream lists whose ids can
 *   overlap, so one is known by kind and id (every selection of a Tournament asks for both).
 * - Team and standing lines are stored inside their tournament: a normal squad and a special
 *   team may share an id, and a line is only meaningful in its table.
 * - Objects without an id (wallet, stats, bell, booking, room, standings) are replaced or merged
 *   into their parent instead of being dropped with a warning.
 * - The organiser's `admin` root has no id: each console screen reads other fields of it, which
 *   are merged rather than one screen's answer replacing another's.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Tournament: {
        keyFields: ['kind', 'id'],
        fields: {
          viewerBooking: { merge: true },
          room: { merge: true },
          myTeam: { merge: true },
          standings: { merge: true },
        },
      },
      Team: { keyFields: false },
      StandingLine: { keyFields: false },
      AdminQuery: { merge: true },
      Viewer: {
        fields: {
          wallet: { merge: true },
          stats: { merge: true },
          notifications: { merge: true },
        },
      },
    },
  });
}
