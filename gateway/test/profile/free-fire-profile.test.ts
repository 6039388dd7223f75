import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { PROFILE, testSigningKey } from '../upstream/upstream-fixtures';

const UPDATE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { errors { field code message } message viewer { ffUid ffIgn } }
}`;

describe('the Free Fire UID and in-game name of the Edit Profile form', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let token: string;
  let sent: unknown[];

  beforeAll(async () => {
    const signing = await testSigningKey();
    token = await signing.sign({ sub: '7', role: 'player' });
    upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      http.get('*/api/v1/profile/me', () =>
        HttpResponse.json({ ...PROFILE, ffUid: '5123456789', ffIgn: 'ᴀʙ•ꜰꜰ' }),
      ),
      http.put('*/v1/profile/update', async ({ request }) => {
        const body = (await request.json()) as { ffUid?: string };
        sent.push(body);
        if (body.ffUid === '1111111111') {
          const message = 'This Free Fire UID is already on another account';
          return HttpResponse.json(
            { message, errors: [{ field: 'ffUid', message }] },
            { status: 409 },
          );
        }
        return HttpResponse.json({ message: 'Profile updated successfully!' });
      }),
    );
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    sent = [];
  });

  const base = { username: 'rohan', mobile: '9876543210' };

  it('sends them with the SPEC fields and answers the player after the change', async () => {
    const result = await gateway.graphql(
      UPDATE,
      { input: { ...base, ffUid: '5123456789', ffIgn: 'ᴀʙ•ꜰꜰ' } },
      { token },
    );
    expect(result.body.data.updateProfile).toEqual({
      errors: [],
      message: 'Profile updated successfully!',
      viewer: { ffUid: '5123456789', ffIgn: 'ᴀʙ•ꜰꜰ' },
    });
    expect(sent).toEqual([{ ...base, ffUid: '5123456789', ffIgn: 'ᴀʙ•ꜰꜰ' }]);
  });

  it('leaves them out of the SPEC call when the form leaves them out', async () => {
    await gateway.graphql(UPDATE, { input: base }, { token });
    expect(sent).toEqual([base]);
  });

  it('refuses a malformed UID by the shared rule, before any call', async () => {
    const result = await gateway.graphql(UPDATE, { input: { ...base, ffUid: '0042' } }, { token });
    expect(result.body.data.updateProfile.errors).toEqual([
      {
        field: 'ffUid',
        code: 'INVALID',
        message: 'Free Fire UID must be 8 to 12 digits, not starting with 0',
      },
    ]);
    expect(sent).toEqual([]);
  });

  it("passes on a UID that is another account's, on its field", async () => {
    const result = await gateway.graphql(
      UPDATE,
      { input: { ...base, ffUid: '1111111111' } },
      { token },
    );
    expect(result.body.data.updateProfile.errors).toEqual([
      {
        field: 'ffUid',
        code: 'CONFLICT',
        message: 'This Free Fire UID is already on another account',
      },
    ]);
  });
});
