import { authorizationOf } from '../../../../lib/bearer-token';
import { readToken } from '../../../../lib/session';

/** The gateway's banner upload (multipart field `file`, PNG/JPEG/WebP up to 2 MB). */
export const BANNER_UPLOAD_URL = '/api/admin/banner';

export const BANNER_UPLOAD_FAILED = 'The banner could not be uploaded. Try again or paste a link.';

/** The gateway's own sentence for a refused upload, when it sent one. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : BANNER_UPLOAD_FAILED;
  } catch {
    return BANNER_UPLOAD_FAILED;
  }
}

/**
 * Sends the banner with the organiser's bearer token; resolves to the address the gateway
 * stored it at (a path on this site), or rejects with a sentence to show.
 */
export async function uploadBanner(file: File, url = BANNER_UPLOAD_URL): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: token ? { authorization: authorizationOf(token) } : {},
    });
  } catch {
    throw new Error(BANNER_UPLOAD_FAILED);
  }
  if (!response.ok) throw new Error(await refusal(response));
  const answer = (await response.json().catch(() => null)) as { url?: unknown } | null;
  if (typeof answer?.url !== 'string' || !answer.url) throw new Error(BANNER_UPLOAD_FAILED);
  return answer.url;
}
