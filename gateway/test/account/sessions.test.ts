import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../../../backend/test/support/fixtures';
import { requestDeposit } from '../admin/admin-helpers';
import { connect } from '../live/support/live-client';
import { type TestStack, startStack } from '../support/gateway-server';
import { PAYLOAD_FIELDS, mailedCode, upstreamCallsOf } from './upstream-calls';

/** Sessions that end, through the gateway and the real backend (decision 025). */

const LOGIN = `mutation ($mobile: String!, $password: String!) { login(mobile: $mobile, password: $password) { ${PAYLOAD_FIELDS} token } }`;
const LOGOUT = `mutation { logout { ${PAYLOAD_FIELDS} } }`;
const LOGOUT_ALL = `mutation { logoutAllDevices { ${PAYLOAD_FIELDS} } }`;
const VIEWER = '{ viewer { id } }';
const WALLET = 'subscription { walletChanged { transaction { id } } }';

describe('sessions through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  async function login(player: { mobile: string; password: string }): Promise<string> {
    const res = await stack.gateway.graphql(LOGIN, {
      mobile: player.mobile,
      password: player.password,
    });
    expect(res.body.data.login.errors).toEqual([]);
    return res.body.data.login.token as string;
  }

  const viewerOf = (token: string) => stack.gateway.graphql(VIEWER, {}, { token });

  async function expectEnded(...tokens: string[]) {
    for (const token of tokens) {
      const res = await viewerOf(token);
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'Your session has expired. Please log in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  }

  async function expectOpen(player: TestUser, ...tokens: string[]) {
    for (const token of tokens) {
      expect((await viewerOf(token)).body.data.viewer).toEqual({ id: String(player.id) });
    }
  }

  it("logout ends this device's token; the player's other device stays signed in", async () => {
    const player = await createUser(stack.backend);
    const phone = await login(player);
    const calls = await upstreamCallsOf(stack, async () => {
      const res = await stack.gateway.graphql(LOGOUT, {}, { token: player.token });
      expect(res.body.data.logout).toEqual({ errors: [], message: 'Logged out' });
    });
    expect(calls).toEqual(['POST /api/auth/logout']);
    await expectEnded(player.token);
    await expectOpen(player, phone);
  });

  it('logoutAllDevices ends every token of the player', async () => {
    const player = await createUser(stack.backend);
    const phone = await login(player);
    const calls = await upstreamCallsOf(stack, async () => {
      const res = await stack.gateway.graphql(LOGOUT_ALL, {}, { token: phone });
      expect(res.body.data.logoutAllDevices).toEqual({
        errors: [],
        message: 'Logged out of all devices',
      });
    });
    expect(calls).toEqual(['POST /api/auth/logout-all']);
    await expectEnded(player.token, phone);
    await expectOpen(player, await login(player));
  });

  it("a logout closes that device's live socket only; logging out of all devices, the rest", async () => {
    const player = await createUser(stack.backend);
    const phone = await login(player);
    const onLaptop = connect(stack.gateway, player.token);
    const onPhone = connect(stack.gateway, phone);
    try {
      const laptopWallet = onLaptop.subscribe(WALLET);
      const phoneWallet = onPhone.subscribe(WALLET);
      await Promise.all([laptopWallet.next(), phoneWallet.next()]);
      // A change the backend tells: once the phone hears it, the gateway reads the event stream.
      await requestDeposit(stack.backend, { ...player, token: phone }, 100);
      expect((await phoneWallet.next()).data?.walletChanged.transaction).toBeTruthy();

      await stack.gateway.graphql(LOGOUT, {}, { token: player.token });
      expect(await onLaptop.closed).toEqual({ code: 4403, reason: 'Forbidden' });

      // The phone still hears the player's next change, then its own end.
      await requestDeposit(stack.backend, { ...player, token: phone }, 200);
      expect((await phoneWallet.next()).data?.walletChanged.transaction).toBeTruthy();
      await stack.gateway.graphql(LOGOUT_ALL, {}, { token: phone });
      expect(await onPhone.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    } finally {
      await Promise.all([onLaptop.close(), onPhone.close()]);
    }
  });

  it('a password reset ends every token of the player', async () => {
    const player = await createUser(stack.backend);
    const phone = await login(player);
    const email = player.email;
    await stack.gateway.graphql(
      `mutation ($email: String!) { requestPasswordReset(email: $email) { ${PAYLOAD_FIELDS} } }`,
      { email },
    );
    const otp = await mailedCode(stack, email);
    const reset = await stack.gateway.graphql(
      `mutation ($email: String!, $otp: String!) { resetPassword(email: $email, otp: $otp, newPassword: "brand-new-1") { ${PAYLOAD_FIELDS} } }`,
      { email, otp },
    );
    expect(reset.body.data.resetPassword).toEqual({
      errors: [],
      message: 'Password reset successful',
    });
    await expectEnded(player.token, phone);
  });

  it("an organiser's ban ends every token of the player", async () => {
    const player = await createUser(stack.backend);
    const phone = await login(player);
    const ban = await stack.gateway.graphql(
      `mutation ($id: ID!) { banUser(id: $id, reason: "cheating") { ${PAYLOAD_FIELDS} } }`,
      { id: String(player.id) },
      { token: admin.token },
    );
    expect(ban.body.data.banUser.errors).toEqual([]);
    await expectEnded(player.token, phone);
  });
});
