import { authorizationOf } from '../../../lib/bearer-token';
import { readToken } from '../../../lib/session';

/** The gateway's screenshot upload (multipart field `file`, PNG/JPEG/WebP up to 2 MB). */
export const SCREENSHOT_UPLOAD_URL = '/api/screenshots';

export const SCREENSHOT_UPLOAD_FAILED =
  'The screenshot could not be uploaded. Try again, or send the dispute without it.';

/** The gateway's own sentence for a refused upload, when it sent one. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message
      ? body.message
      : SCREENSHOT_UPLOAD_FAILED;
  } catch {
    return SCREENSHOT_UPLOAD_FAILED;
  }
}

/** Sends the screenshot with the player's token; resolves to the pictureId a dispute names. */
export async function uploadScreenshot(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(SCREENSHOT_UPLOAD_URL, {
      method: 'POST',
      body,
      headers: token ? { authorization: authorizationOf(token) } : {},
    });
  } catch {
    throw new Error(SCREENSHOT_UPLOAD_FAILED);
  }
  if (!response.ok) throw new Error(await refusal(response));
  const answer = (await response.json().catch(() => null)) as { pictureId?: unknown } | null;
  if (typeof answer?.pictureId !== 'string') throw new Error(SCREENSHOT_UPLOAD_FAILED);
  return answer.pictureId;
}
