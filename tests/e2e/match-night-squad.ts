import { expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { screen } from './match-night-evidence';
import { type Phone, main } from './match-night-pages';
import { type Player, rest } from './match-night-setup';

/**
 * Whole squads: the booker invites the three teammates by mobile on the details page; the first
 * accepts in the invitations inbox (the UI); the other two accept through the API, as their own
 * phones would (the inbox is the same screen).
 */
export async function inviteTeammates(booker: Phone, squad: string, mates: Player[]) {
  const section = main(booker.page).getByRole('region', { name: `My squad: ${squad}` });
  await expectVisible(section);
  const form = section.getByRole('form', { name: 'Invite a teammate' });
  for (const mate of mates) {
    await form.getByLabel("Teammate's mobile", { exact: true }).fill(mate.mobile);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(
      section
        .getByRole('list', { name: 'Pending invitations' })
        .getByText(`@${mate.username}`, { exact: true }),
    );
  }
  await screen(booker.page, 'details-squad-section');
}

/** The first teammate accepts on the inbox screen and lands on the tournament's page. */
export async function acceptInInbox(mate: Phone, squad: string) {
  const accept = main(mate.page).getByRole('button', {
    name: `Accept the invitation to ${squad}`,
  });
  await expectVisible(accept);
  await screen(mate.page, 'invitations-inbox');
  await accept.click();
  await mate.page.waitForURL(/\/tournaments-details\/\d+$/);
}

/** A teammate accepts their open invitation through the API. */
export async function acceptThroughApi(product: ProductAddress, mate: Player) {
  const invitations = await rest<{ id: number }[]>(product, 'GET', '/api/squads/invitations', {
    token: mate.token,
  });
  await rest(product, 'POST', `/api/squads/invitations/${invitations[0]!.id}/accept`, {
    token: mate.token,
  });
}
