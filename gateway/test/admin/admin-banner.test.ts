import { HttpResponse, delay, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../src/errors/error-model';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { PNG, uploadBanner } from './admin-helpers';
import { adminPathsOf, adminTestTokens } from './admin-upstream-fixtures';

const PICTURE_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('banner uploads through the gateway, upstream at the network', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const received: { contentType: string | null; body: string }[] = [];

  const banners = (answer: () => Response | Promise<Response>) =>
    upstream.use(
      tokens.jwks,
      http.post('*/api/admin/banners', async ({ request }) => {
        received.push({
          contentType: request.headers.get('content-type'),
          body: Buffer.from(await request.arrayBuffer()).toString('latin1'),
        });
        return answer();
      }),
    );

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    received.length = 0;
  });

  it("streams an organiser's banner to the upstream and answers the URL it is served at", async () => {
    banners(() => HttpResponse.json({ pictureId: PICTURE_ID }, { status: 201 }));
    const response = await uploadBanner(gateway.url, tokens.admin);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ url: `/media/pictures/${PICTURE_ID}` });
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('name="file"');
    expect(received[0]?.body).toContain(PNG.toString('latin1'));
  });

  it('refuses a visitor with 401 and a player with 403, before any upstream call', async () => {
    banners(() => HttpResponse.json({ pictureId: PICTURE_ID }, { status: 201 }));
    const visitor = await uploadBanner(gateway.url, undefined);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: GENERIC_MESSAGES.UNAUTHENTICATED });
    const player = await uploadBanner(gateway.url, tokens.player);
    expect(player.status).toBe(403);
    expect(await player.json()).toEqual({ message: GENERIC_MESSAGES.FORBIDDEN });
    expect(adminPathsOf(upstream.requests)).toEqual([]);
  });

  it('refuses what is not a picture before the upstream', async () => {
    banners(() => HttpResponse.json({ pictureId: PICTURE_ID }, { status: 201 }));
    const response = await uploadBanner(gateway.url, tokens.admin, {
      bytes: Buffer.from('%PDF-1.7'),
      type: 'application/pdf',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Picture must be a PNG, JPEG or WebP image',
    });
    expect(adminPathsOf(upstream.requests)).toEqual([]);
  });

  it("passes the upstream's refusal of the content on", async () => {
    banners(() =>
      HttpResponse.json({ message: 'Picture must be a PNG, JPEG or WebP image' }, { status: 415 }),
    );
    const response = await uploadBanner(gateway.url, tokens.admin);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Picture must be a PNG, JPEG or WebP image',
    });
  });

  it.each([
    [
      'a 500 with SQL in it',
      () =>
        HttpResponse.json(
          { message: 'insert into pictures failed: relation "pictures" does not exist' },
          { status: 500 },
        ),
      502,
      GENERIC_MESSAGES.UPSTREAM_ERROR,
    ],
    [
      'an answer without a picture id',
      () => HttpResponse.json({ pictureId: '../../etc/passwd' }, { status: 201 }),
      502,
      GENERIC_MESSAGES.UPSTREAM_ERROR,
    ],
    [
      'no answer in time',
      async () => {
        await delay(5_000);
        return HttpResponse.json({ pictureId: PICTURE_ID }, { status: 201 });
      },
      503,
      GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
    ],
  ])('answers %s with the gateway’s own sentence', async (_name, answer, status, message) => {
    banners(answer);
    const response = await uploadBanner(gateway.url, tokens.admin);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });
});
