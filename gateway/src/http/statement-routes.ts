import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES } from '../errors/error-model';
import { UpstreamError } from '../upstream/upstream-error';
import { type PictureDeps, callerOf, refuse, upstreamFailure } from './picture-routes';

/** The backend's limit (backend/src/features/statements/statement-rules.ts), checked first here. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
const STATEMENT_FIELD = 'file';
const MAPPING_FIELD = 'mapping';
/** Room for the multipart framing and the mapping field, for the early Content-Length check. */
const MULTIPART_OVERHEAD_BYTES = 32 * 1024;

export const STATEMENT_MESSAGES = {
  missing: 'Choose the statement file (CSV) to upload',
  tooLarge: 'The statement must be at most 5 MB',
  notMultipart: 'Expected a multipart/form-data upload',
} as const;

class StatementTooLarge extends Error {}

/** A file name safe inside a header line (the backend keeps it only to show it). */
const safeFileName = (name: string) =>
  name.replace(/[^\w. ()-]/g, '_').slice(0, 200) || 'statement.csv';

async function bytesOf(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > STATEMENT_MAX_BYTES) throw new StatementTooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new StatementTooLarge();
  return Buffer.concat(chunks);
}

interface Upload {
  file: { bytes: Buffer; fileName: string } | undefined;
  mapping: string | undefined;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { file: undefined, mapping: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === MAPPING_FIELD) upload.mapping = String(part.value);
    } else if (part.fieldname === STATEMENT_FIELD && !upload.file) {
      upload.file = { bytes: await bytesOf(part), fileName: part.filename ?? '' };
    } else {
      part.file.resume();
    }
  }
  return upload;
}

/** The upload re-framed for the upstream: the mapping first, then the file. */
function reframed(
  upload: Upload & { file: { bytes: Buffer; fileName: string } },
  boundary: string,
) {
  const mapping =
    upload.mapping === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="${MAPPING_FIELD}"\r\n\r\n` +
        `${upload.mapping.replace(/\r?\n/g, ' ')}\r\n`;
  return Buffer.concat([
    Buffer.from(
      `${mapping}--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${STATEMENT_FIELD}"; filename="${safeFileName(upload.file.fileName)}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    upload.file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * A refusal of the statement itself, passed on with what the organiser acts on: the columns of
 * a header row the backend did not recognise (its field issues on `columns`), to map once.
 */
function statementRefusal(reply: FastifyReply, error: UpstreamError) {
  const columns = error.fieldIssues
    .filter((issue) => issue.field === 'columns')
    .map((issue) => issue.message);
  if (error.failure !== 'status' || columns.length === 0) return upstreamFailure(reply, error);
  return reply
    .status(400)
    .send({ message: error.upstreamMessage ?? GENERIC_MESSAGES.BAD_USER_INPUT, columns });
}

/**
 * POST /api/admin/statements: an organiser's bank statement (multipart, CSV in `file`, an
 * optional `mapping`). The token and the role are checked before the body is read, and the
 * size as the bytes arrive; the backend reads the file and answers the import.
 */
async function uploadStatement(deps: PictureDeps, request: FastifyRequest, reply: FastifyReply) {
  const caller = await callerOf(request, reply, deps.verifyToken);
  if (!caller) return reply;
  // A token whose role cannot be read (verification off) goes on: the upstream decides.
  if (caller.viewer && caller.viewer.role !== 'admin') {
    return refuse(reply, 403, GENERIC_MESSAGES.FORBIDDEN);
  }
  if (!request.isMultipart()) return refuse(reply, 415, STATEMENT_MESSAGES.notMultipart);
  if (Number(request.headers['content-length']) > STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return refuse(reply, 413, STATEMENT_MESSAGES.tooLarge);
  }
  let upload: Upload;
  try {
    upload = await readUpload(request);
  } catch (error) {
    if (error instanceof StatementTooLarge) return refuse(reply, 413, STATEMENT_MESSAGES.tooLarge);
    throw error;
  }
  const { file } = upload;
  if (!file || file.bytes.byteLength === 0) return refuse(reply, 400, STATEMENT_MESSAGES.missing);
  const boundary = `ccl-gateway-${randomUUID()}`;
  try {
    const answer = await deps.upstream.call('adminImportStatement', {
      raw: {
        body: reframed({ ...upload, file }, boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      token: caller.token,
      clientIp: request.ip,
      log: request.log,
    });
    return reply.status(201).send(answer.body ?? {});
  } catch (error) {
    if (error instanceof UpstreamError) return statementRefusal(reply, error);
    throw error;
  }
}

export async function statementRoutes(app: FastifyInstance, deps: PictureDeps): Promise<void> {
  // Multipart is parsed in this scope only: /graphql never accepts a multipart body.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // A backstop: bytesOf() refuses the stream at STATEMENT_MAX_BYTES + 1 already.
      limits: { fileSize: STATEMENT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
    });
    scope.post('/api/admin/statements', (request, reply) => uploadStatement(deps, request, reply));
  });
}
