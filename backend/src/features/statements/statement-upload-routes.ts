import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { type StatementMapping, statementMappingSchema } from '#common/validation/statements';
import { invalid } from '../../errors';
import { sendError } from '../../http/error-handler';
import type { StatementUpload } from './statement-service';
import {
  MAPPING_FIELD,
  STATEMENT_FIELD,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  type StatementRejection,
  StatementRejectedError,
} from './statement-rules';

const REJECTED_STATUS: Record<StatementRejection, number> = {
  too_large: 413,
  not_csv: 415,
  unknown_columns: 400,
  no_lines: 400,
};

/** What an upload answers besides its success, for the OpenAPI document. */
export const STATEMENT_UPLOAD_ANSWERS = {
  400:
    'No file in the `file` field; the mapping is not valid; the statement has no lines; or its ' +
    'columns were not recognised (the header row found is in `columns`, to map once)',
  409: 'The same file (by SHA-256) was imported before: when and by whom beside the message',
  413: 'The statement is over 5 MB',
  415: 'The file is not a CSV statement',
};

const FILE_NAME_MAX_LENGTH = 255;
const isControl = (character: string) => character < ' ' || character === '\u007f';
/** The name as shown on the list: no control characters, at most 255 characters. */
const cleanFileName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((character) => !isControl(character))
    .join('')
    .trim()
    .slice(0, FILE_NAME_MAX_LENGTH) || 'statement.csv';

function mappingOf(text: string | undefined): StatementMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return statementMappingSchema.validateSync(JSON.parse(text), { stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.message, MAPPING_FIELD);
    throw invalid('The mapping must be a JSON object naming the columns', MAPPING_FIELD);
  }
}

async function fileBytes(request: FastifyRequest, part: { toBuffer: () => Promise<Buffer> }) {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new StatementRejectedError('too_large', STATEMENT_MESSAGES.tooLarge);
    }
    throw error;
  }
}

/**
 * The `file` part (at most 5 MB) and the optional `mapping` field of a multipart upload. An
 * empty file is what a browser form sends when nothing was chosen, so it counts as none.
 */
async function readUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw invalid(STATEMENT_MESSAGES.missing, STATEMENT_FIELD);
  let mappingText: string | undefined;
  let file: { bytes: Buffer; fileName: string } | undefined;
  for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES } })) {
    if (part.type === 'field') {
      if (part.fieldname === MAPPING_FIELD) mappingText = String(part.value);
      continue;
    }
    if (part.fieldname !== STATEMENT_FIELD || file) {
      part.file.resume();
      continue;
    }
    const bytes = await fileBytes(request, part);
    if (part.file.truncated)
      throw new StatementRejectedError('too_large', STATEMENT_MESSAGES.tooLarge);
    file = { bytes, fileName: cleanFileName(part.filename) };
  }
  if (!file || file.bytes.byteLength === 0) {
    throw invalid(STATEMENT_MESSAGES.missing, STATEMENT_FIELD);
  }
  return { ...file, mapping: mappingOf(mappingText) };
}

/**
 * Reads an uploaded statement and hands it to `store`. A refusal of the file itself answers
 * 413, 415 or 400 (with the columns found, for an unknown header row), which the service
 * error kinds do not cover.
 */
export async function receiveStatement<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  store: (upload: StatementUpload) => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await store(await readUpload(request));
  } catch (error) {
    if (!(error instanceof StatementRejectedError)) throw error;
    // The columns found go beside the message and, for clients that read only `errors` (the
    // gateway), as one issue per column on `columns`.
    const columns = error.columns.map((column) => ({ field: 'columns', message: column }));
    return sendError(
      request,
      reply,
      REJECTED_STATUS[error.reason],
      error.message,
      [{ field: STATEMENT_FIELD, message: error.message }, ...columns],
      error.reason === 'unknown_columns' ? { columns: error.columns } : undefined,
    );
  }
}
