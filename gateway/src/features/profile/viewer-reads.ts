import type { GatewayContext } from '../../context';
import type { UpstreamProfile } from '../../upstream/player-types';

/** The viewer's profile, shared by every field of the request that needs it. */
export const readViewer = (ctx: GatewayContext) => ctx.loaders.read<UpstreamProfile>('profile');

/**
 * The profile after a change, read afresh. The change is made by now, so a failed read answers
 * no viewer (the client reads it again) rather than turning the change into a failure.
 */
export async function rereadViewer(ctx: GatewayContext): Promise<UpstreamProfile | null> {
  ctx.loaders.clear();
  try {
    return await readViewer(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'profile not read again after a change');
    return null;
  }
}
