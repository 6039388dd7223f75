import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/features/profile/picture-rules';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { GIF_BYTES, JPEG_BYTES, pictureForm, pngBytes, pngOfSize } from './images';

/** Tournament banners: uploaded by an organiser, stored and served with the pictures. */
describe('POST /admin/banners', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  /** `token: null` sends none. */
  const upload = (
    form: FormData | undefined,
    prefix = '/api',
    token: string | null = admin.token,
  ) => server.call('POST', `${prefix}/admin/banners`, { token: token ?? undefined, rawBody: form });

  it('stores a banner, judged by its content, and serves it where pictures are served', async () => {
    for (const [prefix, bytes, type] of [
      ['/api', pngBytes([9, 9, 9]), 'image/png'],
      ['', JPEG_BYTES, 'image/jpeg'],
    ] as const) {
      const response = await upload(pictureForm(bytes, { filename: 'banner.dat' }), prefix);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ pictureId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const served = await fetch(
        new URL(`/api/v1/profile/pictures/${response.body.pictureId}`, server.baseUrl),
      );
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));

      const tournament = await server.call('POST', '/api/admin/tournaments', {
        token: admin.token,
        body: {
          kind: 'normal',
          tournName: `Banner Cup ${prefix || 'bare'}`,
          bannerLink: `/api/v1/profile/pictures/${response.body.pictureId}`,
          tournPp: 0,
          entryFee: 0,
          totalSlots: 4,
          matchesCount: 1,
          tournStart: '2030-01-02T10:00:00Z',
          regStart: '2030-01-01T00:00:00Z',
          regEnd: '2030-01-01T12:00:00Z',
        },
      });
      expect(tournament.status).toBe(201);
    }
    // A banner is not the organiser's profile picture.
    const profile = await server.call('GET', '/api/v1/profile/me', { token: admin.token });
    expect(profile.body.profilePicture).toBeNull();
  });

  it('refuses a file over 2 MB (413), another kind (415) or none (400), storing nothing', async () => {
    const before = await rowCount(server, 'pictures');
    const tooLarge = await upload(pictureForm(pngOfSize(PICTURE_MAX_BYTES + 1)));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'Picture must be at most 2 MB' });
    const gif = await upload(pictureForm(GIF_BYTES, { filename: 'banner.png', type: 'image/png' }));
    expect(gif.status).toBe(415);
    expect(gif.body).toEqual({ message: 'Picture must be a PNG, JPEG or WebP image' });
    const script = await upload(pictureForm(Buffer.from('<script>alert(1)</script>')));
    expect(script.status).toBe(415);
    const none = await upload(pictureForm(Buffer.alloc(0)));
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: 'Choose a picture to upload',
      errors: [{ field: 'file', message: 'Choose a picture to upload' }],
    });
    const otherField = await upload(pictureForm(pngBytes(), { field: 'banner' }));
    expect(otherField.status).toBe(400);
    expect(await rowCount(server, 'pictures')).toBe(before);
  });

  it('is for organisers only: 401 without a token, 403 for a player, storing nothing', async () => {
    const player = await createUser(server);
    const before = await rowCount(server, 'pictures');
    for (const prefix of PREFIXES) {
      const visitor = await upload(pictureForm(pngBytes()), prefix, null);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await upload(pictureForm(pngBytes()), prefix, player.token);
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
    expect(await rowCount(server, 'pictures')).toBe(before);
  });
});
