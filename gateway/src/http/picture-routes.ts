import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Viewer } from '../auth/token-verifier';
import { GENERIC_MESSAGES } from '../errors/error-model';
import { upstreamGraphQLError } from '../upstream/error-translation';
import type { RouteName } from '../upstream/route-table';
import type { UpstreamClient } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';

/** The backend's own limits (backend/src/features/profile/picture-rules.ts), checked first here. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** The upload form's one file field (SPEC §7: multipart, field `file`). */
const PICTURE_FIELD = 'file';
/** Room for the multipart framing around the file, for the early Content-Length check. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const PICTURE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload',
  tooLarge: 'Picture must be at most 2 MB',
  wrongType: 'Picture must be a PNG, JPEG or WebP image',
  notMultipart: 'Expected a multipart/form-data upload',
  notFound: 'Picture not found',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

class PictureTooLarge extends Error {}

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ message });

/** The HTTP answer to an upstream failure: its 4xx and sentence, else 502 or 503. */
export function upstreamFailure(reply: FastifyReply, error: UpstreamError) {
  const { message } = upstreamGraphQLError(error);
  if (error.failure === 'unreachable' || error.failure === 'timeout') {
    return refuse(reply, 503, GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE);
  }
  const status = error.status ?? 502;
  return refuse(reply, status >= 400 && status < 500 ? status : 502, message);
}

/** A file name safe inside a header line (the backend looks at the bytes, never the name). */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 100) || 'picture';

/**
 * The part re-framed as a one-field multipart body for the upstream, passed on as it arrives.
 * It fails (and so aborts the upstream request) once more than 2 MB went through.
 */
async function* reframed(part: MultipartFile, boundary: string) {
  yield Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${PICTURE_FIELD}"; filename="${safeFileName(part.filename)}"\r\n` +
      `Content-Type: ${part.mimetype}\r\n\r\n`,
  );
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > PICTURE_MAX_BYTES) throw new PictureTooLarge();
    yield chunk;
  }
  if (part.file.truncated) throw new PictureTooLarge();
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

export interface PictureDeps {
  upstream: UpstreamClient;
  verifyToken: TokenVerifier;
}

/** The caller's token and who it names; undefined once the refusal is sent. */
export async function callerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  verifyToken: TokenVerifier,
): Promise<{ token: string; viewer: Viewer | undefined } | undefined> {
  let check;
  try {
    check = await verifyToken(request.headers.authorization);
  } catch (error) {
    if (error instanceof UpstreamError) upstreamFailure(reply, error);
    else throw error;
    return undefined;
  }
  if (check.kind === 'valid') return check;
  refuse(
    reply,
    401,
    check.kind === 'none' ? GENERIC_MESSAGES.UNAUTHENTICATED : PICTURE_MESSAGES.sessionExpired,
  );
  return undefined;
}

/** Where an upload goes, who may make it, and what the caller is answered. */
interface UploadTarget {
  route: RouteName;
  /** Organisers only: a token of another role is refused before the upload is read. */
  adminOnly: boolean;
  answer: (reply: FastifyReply, upstreamStatus: number, upstreamBody: unknown) => FastifyReply;
}

/** The profile picture: the upstream's JSON answer passed back as it is. */
const PROFILE_PICTURE: UploadTarget = {
  route: 'updatePicture',
  adminOnly: false,
  answer: (reply, status, body) => reply.status(status).send(body ?? {}),
};

/**
 * A tournament banner, stored with the pictures: answered as the URL the gateway serves it
 * at, which a tournament's banner link may name.
 */
const BANNER: UploadTarget = {
  route: 'adminBanner',
  adminOnly: true,
  answer: (reply, _status, body) => {
    const pictureId = (body as { pictureId?: unknown } | null)?.pictureId;
    if (typeof pictureId !== 'string' || !PICTURE_ID.test(pictureId)) {
      return refuse(reply, 502, GENERIC_MESSAGES.UPSTREAM_ERROR);
    }
    return reply.status(201).send({ url: `/media/pictures/${pictureId}` });
  },
};

/**
 * A player's screenshot (a dispute's proof): answered with the pictureId a dispute names and
 * the URL the gateway serves it at.
 */
const SCREENSHOT: UploadTarget = {
  route: 'uploadScreenshot',
  adminOnly: false,
  answer: (reply, _status, body) => {
    const pictureId = (body as { pictureId?: unknown } | null)?.pictureId;
    if (typeof pictureId !== 'string' || !PICTURE_ID.test(pictureId)) {
      return refuse(reply, 502, GENERIC_MESSAGES.UPSTREAM_ERROR);
    }
    return reply.status(201).send({ pictureId, url: `/media/pictures/${pictureId}` });
  },
};

/**
 * A plain multipart upload (field `file`) with a bearer token: POST /api/profile/picture for
 * the player's picture, POST /api/admin/banner for an organiser's banner. The gateway checks
 * the token (and the role), the declared type and the size as the bytes stream, then streams
 * the part to the upstream's route; the upstream checks the content again.
 */
async function uploadPicture(
  { upstream, verifyToken }: PictureDeps,
  target: UploadTarget,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const caller = await callerOf(request, reply, verifyToken);
  if (!caller) return reply;
  const { token, viewer } = caller;
  // A token whose role cannot be read (verification off) goes on: the upstream decides.
  if (target.adminOnly && viewer && viewer.role !== 'admin') {
    return refuse(reply, 403, GENERIC_MESSAGES.FORBIDDEN);
  }
  if (!request.isMultipart()) return refuse(reply, 415, PICTURE_MESSAGES.notMultipart);
  const declared = Number(request.headers['content-length']);
  if (declared > PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return refuse(reply, 413, PICTURE_MESSAGES.tooLarge);
  }
  const part = await request.file();
  if (!part || part.fieldname !== PICTURE_FIELD) {
    part?.file.resume();
    return refuse(reply, 400, PICTURE_MESSAGES.missing);
  }
  if (!PICTURE_TYPES.includes(part.mimetype)) {
    part.file.resume();
    return refuse(reply, 415, PICTURE_MESSAGES.wrongType);
  }
  const boundary = `ccl-gateway-${randomUUID()}`;
  const body = Readable.from(reframed(part, boundary));
  let tooLarge = false;
  body.on('error', (error) => {
    tooLarge ||= error instanceof PictureTooLarge;
  });
  try {
    const answer = await upstream.call(target.route, {
      raw: { body, contentType: `multipart/form-data; boundary=${boundary}` },
      token,
      clientIp: request.ip,
      log: request.log,
    });
    return target.answer(reply, answer.status, answer.body);
  } catch (error) {
    if (tooLarge) {
      part.file.resume();
      return refuse(reply, 413, PICTURE_MESSAGES.tooLarge);
    }
    if (error instanceof UpstreamError) return upstreamFailure(reply, error);
    throw error;
  }
}

/**
 * GET /media/pictures/:id: a profile picture streamed from the upstream with its content type
 * and cache headers, so the web app shows pictures from its own origin.
 */
async function streamPicture(
  upstream: UpstreamClient,
  id: string,
  log: FastifyBaseLogger,
  reply: FastifyReply,
) {
  if (!PICTURE_ID.test(id)) return refuse(reply, 404, PICTURE_MESSAGES.notFound);
  try {
    const picture = await upstream.stream('picture', { params: { id }, log });
    // Never sniffed or run as anything but an image, nor framed: the API's security headers
    // (security-headers.ts), which the upstream's own do not replace.
    return reply.status(picture.status).headers(picture.headers).send(picture.body);
  } catch (error) {
    if (error instanceof UpstreamError) return upstreamFailure(reply, error);
    throw error;
  }
}

export async function pictureRoutes(app: FastifyInstance, deps: PictureDeps): Promise<void> {
  // Multipart is parsed in this scope only: /graphql never accepts a multipart body.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // A backstop: the stream is refused at PICTURE_MAX_BYTES + 1 by reframed() already.
      limits: { fileSize: PICTURE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
    });
    scope.post('/api/profile/picture', (request, reply) =>
      uploadPicture(deps, PROFILE_PICTURE, request, reply),
    );
    scope.post('/api/admin/banner', (request, reply) =>
      uploadPicture(deps, BANNER, request, reply),
    );
    scope.post('/api/screenshots', (request, reply) =>
      uploadPicture(deps, SCREENSHOT, request, reply),
    );
  });
  app.get<{ Params: { id: string } }>('/media/pictures/:id', (request, reply) =>
    streamPicture(deps.upstream, request.params.id, request.log, reply),
  );
}
