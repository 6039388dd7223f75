import type { StatementMapping } from '#common/validation/statements';
import { authorizationOf } from '../../../../lib/bearer-token';
import { readToken } from '../../../../lib/session';
import { STATEMENT_TEXTS } from '../utils/statement-texts';

/** The gateway's statement upload (multipart: `mapping` then `file`, CSV up to 5 MB). */
export const STATEMENT_UPLOAD_URL = '/api/admin/statements';

export type UploadOutcome =
  | { ok: true; statementId: string }
  /** `columns`: the header row found, when the desk did not recognise it (map it once). */
  | { ok: false; message: string; columns: string[] };

const stringsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Sends the statement with the organiser's bearer token; the outcome to show. */
export async function uploadStatement(
  file: File,
  mapping?: StatementMapping,
  url = STATEMENT_UPLOAD_URL,
): Promise<UploadOutcome> {
  const body = new FormData();
  if (mapping) body.append('mapping', JSON.stringify(mapping));
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
    return { ok: false, message: STATEMENT_TEXTS.uploadFailed, columns: [] };
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && (typeof answer?.id === 'number' || typeof answer?.id === 'string')) {
    return { ok: true, statementId: String(answer.id) };
  }
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  return {
    ok: false,
    message: message ?? STATEMENT_TEXTS.uploadFailed,
    columns: stringsOf(answer?.columns),
  };
}
