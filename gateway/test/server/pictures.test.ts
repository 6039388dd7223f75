import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createUser } from '../../../backend/test/support/fixtures';
import { PICTURE_MAX_BYTES } from '../../src/http/picture-routes';
import { type TestStack, startStack } from '../support/gateway-server';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of exactly `size` bytes: the real picture, then padding after its end. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

describe('profile pictures through the gateway', () => {
  let stack: TestStack;
  let player: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    player = await createUser(stack.backend);
  });
  afterAll(() => stack.close());

  const upload = (
    bytes: Buffer,
    options: { type?: string; field?: string; token?: string | null } = {},
  ) => {
    const form = new FormData();
    form.append(
      options.field ?? 'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      'me.png',
    );
    const token = options.token === undefined ? player.token : options.token;
    return fetch(`${stack.gateway.url}/api/profile/picture`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  };

  const uploadsSeen = () =>
    stack.backend.requestLog.filter((entry) => entry.url.includes('update-picture')).length;

  it('uploads a picture and serves it back from the gateway with its type and cache headers', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      message: 'Profile picture updated',
      profilePicture: expect.stringMatching(/^\/api\/v1\/profile\/pictures\/[0-9a-f-]{36}$/),
    });

    const id = answer.profilePicture.split('/').pop();
    const picture = await fetch(`${stack.gateway.url}/media/pictures/${id}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    // Opened on its own, a picture may load and run nothing, nor be framed.
    expect(picture.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes a picture of exactly 2 MB and refuses one byte more, counting as it streams', async () => {
    const atLimit = await upload(pngOfSize(PICTURE_MAX_BYTES));
    expect(atLimit.status).toBe(200);

    const past = await upload(pngOfSize(PICTURE_MAX_BYTES + 1));
    expect(past.status).toBe(413);
    expect(await past.json()).toEqual({ message: 'Picture must be at most 2 MB' });
  });

  it('refuses an upload far over the limit from its declared length, before the upstream', async () => {
    const before = uploadsSeen();
    const response = await upload(pngOfSize(3 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Picture must be at most 2 MB' });
    expect(uploadsSeen()).toBe(before);
  });

  it('refuses other declared types before the upstream; the upstream checks the content', async () => {
    const before = uploadsSeen();
    const text = await upload(Buffer.from('not a picture'), { type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: 'Picture must be a PNG, JPEG or WebP image' });
    expect(uploadsSeen()).toBe(before);

    const disguised = await upload(Buffer.from('<script>alert(1)</script>'), { type: 'image/png' });
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toEqual({
      message: 'Picture must be a PNG, JPEG or WebP image',
    });
    expect(uploadsSeen()).toBe(before + 1);
  });

  it('needs the file field and a multipart body', async () => {
    const wrongField = await upload(PNG, { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ message: 'Choose a picture to upload' });

    const json = await fetch(`${stack.gateway.url}/api/profile/picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('needs a valid bearer token, checked before the upload is read', async () => {
    const before = uploadsSeen();
    const anonymous = await upload(PNG, { token: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Please log in to continue.' });

    const forged = await upload(PNG, { token: 'a.b.c' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      message: 'Your session has expired. Please log in again.',
    });
    expect(uploadsSeen()).toBe(before);
  });

  it('answers 404 for a picture that does not exist', async () => {
    const unknown = await fetch(
      `${stack.gateway.url}/media/pictures/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Picture not found' });

    const malformed = await fetch(`${stack.gateway.url}/media/pictures/..%2F..%2Fapi`);
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ message: 'Picture not found' });
  });
});
