import type { GatewayContext } from '../../context';
import { read } from '../../loaders';
import type { UpstreamMatchNotes } from '../../upstream/tournament-types';

/**
 * Each match's penalties, screenshots and corrections. The platform's own backend (SPEC §7)
 * has no such read: an upstream that answers it with anything but a list has none to give,
 * and the points table is the SPEC's without them.
 */
export async function readMatchNotes(
  ctx: Pick<GatewayContext, 'loaders'>,
  tournId: string,
): Promise<UpstreamMatchNotes[]> {
  const notes = await read<unknown>(ctx, 'matchNotes', undefined, { tournId }).catch(() => null);
  return Array.isArray(notes) ? (notes as UpstreamMatchNotes[]) : [];
}
