import { authorizationOf } from '../../../lib/bearer-token';
import { readToken } from '../../../lib/session';

/** The gateway's one non-GraphQL write: a multipart upload of the profile picture. */
export const PICTURE_UPLOAD_URL = '/api/profile/picture';

/**
 * Sends the picture as multipart field `file` with the player's bearer token. Resolves when
 * the gateway accepted it and rejects otherwise (SPEC §8: callers only log the failure).
 */
export async function uploadPicture(file: File, url = PICTURE_UPLOAD_URL): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  const token = readToken();
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: token ? { authorization: authorizationOf(token) } : {},
  });
  if (!response.ok) throw new Error(`Picture upload failed with status ${response.status}`);
}
