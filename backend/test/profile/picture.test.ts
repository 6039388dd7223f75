import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/features/profile/picture-rules';
import { type TestUser, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { expiredToken, forgedToken } from '../support/tokens';
import { GIF_BYTES, JPEG_BYTES, WEBP_BYTES, pictureForm, pngBytes, pngOfSize } from './images';
import { userRow } from './profile-fixtures';

const PICTURE_URL = /^\/api\/v1\/profile\/pictures\/[0-9a-f-]{36}$/;

describe('the profile picture', () => {
  let server: TestServer;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server);
  });
  afterAll(() => server.close());

  const upload = (form: FormData | undefined, prefix = '/api', token = player.token) =>
    server.call('PUT', `${prefix}/v1/profile/update-picture`, { token, rawBody: form });

  it.each([
    ['PNG', pngBytes(), 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])(
    'stores a %s, shows it on the profile and serves it back with its type',
    async (_kind, bytes, type) => {
      // The declared type and the name are deliberately unhelpful: only the content counts.
      const response = await upload(pictureForm(bytes, { filename: 'upload.dat' }));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Profile picture updated',
        profilePicture: expect.stringMatching(PICTURE_URL),
      });
      const url: string = response.body.profilePicture;

      const profile = await server.call('GET', '/api/v1/profile/me', { token: player.token });
      expect(profile.body.profilePicture).toBe(url);

      for (const path of [url, url.replace(/^\/api/, '')]) {
        const served = await fetch(new URL(path, server.baseUrl));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
      }
    },
  );

  it('answers without /api too, and replaces the previous picture', async () => {
    const first = await upload(pictureForm(pngBytes([1, 2, 3])));
    const second = await upload(pictureForm(pngBytes([4, 5, 6])), '');
    expect(second.status).toBe(200);
    expect(second.body.profilePicture).not.toBe(first.body.profilePicture);
    const profile = await server.call('GET', '/v1/profile/me', { token: player.token });
    expect(profile.body.profilePicture).toBe(second.body.profilePicture);
    expect((await fetch(new URL(first.body.profilePicture, server.baseUrl))).status).toBe(404);
  });

  it('accepts a picture of exactly 2 MB', async () => {
    const response = await upload(pictureForm(pngOfSize(PICTURE_MAX_BYTES)));
    expect(response.status).toBe(200);
    const served = await fetch(new URL(response.body.profilePicture, server.baseUrl));
    expect((await served.arrayBuffer()).byteLength).toBe(PICTURE_MAX_BYTES);
  });

  describe('refusals change nothing', () => {
    let before: Awaited<ReturnType<typeof userRow>>;
    let picturesBefore: number;

    beforeAll(async () => {
      await upload(pictureForm(pngBytes()));
      before = await userRow(server, player.id);
      picturesBefore = await rowCount(server, 'pictures');
    });
    const unchanged = async () => {
      expect(await userRow(server, player.id)).toEqual(before);
      expect(await rowCount(server, 'pictures')).toBe(picturesBefore);
    };

    it('refuses a picture over 2 MB with 413', async () => {
      const response = await upload(
        pictureForm(pngOfSize(PICTURE_MAX_BYTES + 1), { type: 'image/png' }),
      );
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Picture must be at most 2 MB' });
      await unchanged();
    });

    it.each([
      ['a GIF', GIF_BYTES, 'anim.gif', 'image/gif'],
      ['a GIF named .png', GIF_BYTES, 'anim.png', 'image/png'],
      ['text named .png', Buffer.from('<script>alert(1)</script>'), 'avatar.png', 'image/png'],
      ['a PNG cut to its first bytes', pngBytes().subarray(0, 4), 'avatar.png', 'image/png'],
    ])('refuses %s with 415', async (_what, bytes, filename, type) => {
      const response = await upload(pictureForm(bytes, { filename, type }));
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: 'Picture must be a PNG, JPEG or WebP image' });
      await unchanged();
    });

    it('asks for a picture when the form has no file, an empty one or another field', async () => {
      const fieldOnly = new FormData();
      fieldOnly.append('file', 'not a file');
      const forms = [
        fieldOnly,
        pictureForm(new Uint8Array(0), { filename: '' }),
        pictureForm(pngBytes(), { field: 'picture' }),
      ];
      for (const form of forms) {
        const response = await upload(form);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          message: 'Choose a picture to upload',
          errors: [{ field: 'file', message: 'Choose a picture to upload' }],
        });
      }
      const noBody = await upload(undefined, '');
      expect(noBody.status).toBe(400);
      expect(noBody.body.message).toBe('Choose a picture to upload');
      const json = await server.call('PUT', '/api/v1/profile/update-picture', {
        token: player.token,
        body: { file: 'iVBORw0KGgo=' },
      });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('Choose a picture to upload');
      await unchanged();
    });

    it('refuses visitors and bad tokens with 401, with and without /api', async () => {
      const expired = await expiredToken(server, player.id);
      for (const prefix of PREFIXES) {
        const url = `${prefix}/v1/profile/update-picture`;
        const anonymous = await server.call('PUT', url, { rawBody: pictureForm(pngBytes()) });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ message: 'Please log in to continue.' });
        for (const token of [forgedToken(player.token, player.id, 'player'), expired]) {
          const refused = await upload(pictureForm(pngBytes()), prefix, token);
          expect(refused.status).toBe(401);
          expect(refused.body.message).toBe('Your session has expired. Please log in again.');
        }
      }
      await unchanged();
    });
  });

  it('answers 404 for an unknown or malformed picture id, with and without /api', async () => {
    for (const prefix of PREFIXES) {
      for (const id of [randomUUID(), 'not-a-uuid', "1';drop table pictures;--"]) {
        const response = await server.call(
          'GET',
          `${prefix}/v1/profile/pictures/${encodeURIComponent(id)}`,
        );
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Picture not found' });
      }
    }
  });
});
