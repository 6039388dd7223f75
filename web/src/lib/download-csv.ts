import { authorizationOf } from './bearer-token';
import { readToken } from './session';

/**
 * CSV downloads through the gateway (decision 045): fetched with the session's bearer token,
 * then saved as the file the gateway names, so no token ever goes into a link's URL.
 */

export const DOWNLOAD_FAILED = 'The download failed. Try again.';

/** A refusal worth showing: the gateway's sentence, else the generic one. */
export class DownloadError extends Error {}

const FILE_NAME = /filename="([^"]+)"/;

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}

/** The `/api/...` path with its date range. */
export const rangeUrl = (path: string, range: { from: string; to: string }) =>
  `${path}?${new URLSearchParams(range).toString()}`;

/** Fetches `url` and saves its answer; rejects with a DownloadError to show when refused. */
export async function downloadCsv(url: string, fallbackName: string): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: authorizationOf(token) } : {},
    });
  } catch {
    throw new DownloadError(DOWNLOAD_FAILED);
  }
  if (!response.ok) throw new DownloadError(await refusalOf(response));
  const blob = await response.blob();
  const name =
    FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
  return name;
}
