import { type Readable, Transform, pipeline } from 'node:stream';
import secureJson from 'secure-json-parse';
import type { Dispatcher } from 'undici';
import type { RouteName } from './route-table';
import { UpstreamError, readErrorBody } from './upstream-error';

export interface UpstreamResponse<T = unknown> {
  status: number;
  /** The parsed JSON; undefined for an empty 2xx body. */
  body: T;
}

/** A 2xx answer whose body is passed on as it arrives (pictures), with its content headers. */
export interface UpstreamStream {
  status: number;
  headers: Record<string, string>;
  /** Errors (and is destroyed) past UPSTREAM_MAX_RESPONSE_BYTES or when the upstream stalls. */
  body: Readable;
}

/** An error page is read only this far: its status matters, a long body never does. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** Headers of a streamed answer worth passing on to the gateway's own client. */
const STREAM_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

class ResponseTooLarge extends Error {}

function declaredLength(headers: Dispatcher.ResponseData['headers']): number | undefined {
  const value = headers['content-length'];
  const length = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(length) ? length : undefined;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readCapped(body: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new ResponseTooLarge(`upstream response over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A pass-through that fails once more than `limit` bytes went through it. */
function capped(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(
        size > limit ? new ResponseTooLarge(`upstream response over ${limit} bytes`) : null,
        chunk,
      );
    },
  });
}

/** JSON without `__proto__` or `constructor.prototype` keys, so no parsed body can pollute. */
const parseJson = (text: string): unknown =>
  secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' });

/**
 * How an upstream answer's body is read: JSON within UPSTREAM_MAX_RESPONSE_BYTES, or a stream
 * capped at it; a non-2xx answer becomes its UpstreamError, with the upstream's sentence.
 */
export function createBodyReaders(maxResponseBytes: number) {
  /** Throws the UpstreamError of a non-2xx answer, with the upstream's sentence if it has one. */
  async function throwIfRefused(name: RouteName, response: Dispatcher.ResponseData) {
    const status = response.statusCode;
    if (status >= 200 && status < 300) return;
    let text = '';
    try {
      text = await readCapped(response.body, Math.min(MAX_ERROR_BODY_BYTES, maxResponseBytes));
    } catch (error) {
      response.body.destroy();
      // The status is what counts; an error page too long or cut off just has no sentence.
      if (!(error instanceof ResponseTooLarge)) throw error;
    }
    const { message, fieldIssues, code } = readErrorBody(
      text,
      headerText(response.headers['content-type']),
    );
    throw new UpstreamError(name, 'status', status, message, fieldIssues, code);
  }

  function refuseOversized(response: Dispatcher.ResponseData) {
    if ((declaredLength(response.headers) ?? 0) > maxResponseBytes) {
      response.body.destroy();
      throw new ResponseTooLarge(`upstream response over ${maxResponseBytes} bytes`);
    }
  }

  async function readJson<T>(
    name: RouteName,
    response: Dispatcher.ResponseData,
  ): Promise<UpstreamResponse<T>> {
    await throwIfRefused(name, response);
    refuseOversized(response);
    let text: string;
    try {
      text = await readCapped(response.body, maxResponseBytes);
    } catch (error) {
      response.body.destroy();
      throw error;
    }
    const status = response.statusCode;
    if (!text.trim()) return { status, body: undefined as T };
    try {
      return { status, body: parseJson(text) as T };
    } catch {
      throw new UpstreamError(name, 'bad_response', status, undefined);
    }
  }

  async function openStream(
    name: RouteName,
    response: Dispatcher.ResponseData,
  ): Promise<UpstreamStream> {
    await throwIfRefused(name, response);
    refuseOversized(response);
    const headers: Record<string, string> = {};
    for (const header of STREAM_HEADERS) {
      const value = headerText(response.headers[header]);
      if (value !== undefined) headers[header] = value;
    }
    // pipeline destroys both sides when either fails; the consumer sees the error on `body`.
    const body = pipeline(response.body, capped(maxResponseBytes), () => {});
    return { status: response.statusCode, headers, body };
  }

  return { throwIfRefused, readJson, openStream };
}
