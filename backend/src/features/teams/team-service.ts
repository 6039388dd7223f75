import type { ServiceDeps } from '../../services';

/** Rules of this feature; SQL stays in the repositories, HTTP in the routes. */
export function createTeamService(_deps: ServiceDeps) {
  return {};
}
