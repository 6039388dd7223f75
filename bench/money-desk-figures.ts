/**
 * The money desk's closing figures (issue 23): pending deposits approved from the bank
 * statement, then as many again one by one on the desk, each UTR typed into the desk's search
 * as the organiser reads it off the bank app. Each run counts the organiser's taps and key
 * entries at 375 px and its time from the first input until the last deposit shows credited.
 * Against the built product (web/dist; `npm test` builds it) served by the gateway in front of a
 * backend with the demo data (each a child process, PGlite), in Debian's Chromium.
 *
 *   npm run bench:money-desk
 *   BENCH_DEPOSITS=24 npm run bench:money-desk
 *
 * Prints the two runs and keeps them at test-results/money-desk-figures.json. The seconds are
 * one run on this machine; compare them only with runs on a like machine.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tests/support/chromium';
import { REPO_ROOT, startProduct } from '../tests/support/product';
import { countingHands } from '../tests/e2e/money-desk-pages';
import { createApiClient, registerPlayer } from './support/api-client';
import { BENCH_ADMIN } from './support/backend-process';
import { formatTable } from './support/browser';
import {
  type PendingDeposit,
  approveByStatement,
  approveOneByOne,
  openDesk,
} from './support/money-desk-runs';
import { benchSetting } from './support/size';

const DEPOSITS_PER_RUN = benchSetting('BENCH_DEPOSITS', 12, 2);
/** Players asking for the deposits in turn: each stays within its wallet requests per quarter hour. */
const PLAYERS = benchSetting('BENCH_PLAYERS', 4, 1);
const FIGURES_FILE = path.join(REPO_ROOT, 'test-results', 'money-desk-figures.json');

type Api = ReturnType<typeof createApiClient>;

async function expectOk<T>(call: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await call;
  if (status !== 200 && status !== 201)
    throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/** The players who ask for the deposits, signed up with the mailed code. */
async function crowd(api: Api, dataDir: string) {
  const stamp = String(Date.now()).slice(-6);
  return Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => {
      const mobile = `6${stamp}${String(index).padStart(3, '0')}`;
      const { token } = await registerPlayer(
        api,
        dataDir,
        index + 1,
        mobile,
        `10.9.0.${index + 1}`,
      );
      return { token, username: `bench.player${index + 1}` };
    }),
  );
}

/** `count` pending deposits of 101, 102, ... rupees (each statement line its own), run `run`. */
async function askDeposits(
  api: Api,
  players: Awaited<ReturnType<typeof crowd>>,
  run: number,
): Promise<PendingDeposit[]> {
  const stamp = String(Date.now()).slice(-8);
  const deposits = Array.from({ length: DEPOSITS_PER_RUN }, (_, index) => ({
    utr: `${stamp}${run}${String(index).padStart(3, '0')}`,
    rupees: 100 + run * 20 + index + 1,
    player: players[index % players.length]!,
  }));
  for (const [index, deposit] of deposits.entries()) {
    await expectOk(
      api.call('POST', '/api/wallet/add-money', {
        token: deposit.player.token,
        clientIp: `10.9.${run}.${index + 1}`,
        body: {
          amount: deposit.rupees,
          transactionId: deposit.utr,
          bankUsername: deposit.player.username,
        },
      }),
      'add-money',
    );
  }
  return deposits;
}

async function main() {
  const product = await startProduct();
  const api = createApiClient(product.backendUrl, 8);
  const browser = await launchChromium();
  try {
    const { jwt, username } = await expectOk<{ jwt: string; username: string }>(
      api.call('POST', '/api/auth/login', { body: BENCH_ADMIN, clientIp: '10.9.0.250' }),
      'login',
    );
    const players = await crowd(api, product.dataDir);
    const byStatementDeposits = await askDeposits(api, players, 1);
    const oneByOneDeposits = await askDeposits(api, players, 2);

    const desk = await openDesk(browser, product.url, { token: jwt, username });
    const hands = countingHands();
    const byStatement = await approveByStatement(desk.page, hands, byStatementDeposits);
    const oneByOne = await approveOneByOne(desk.page, hands, oneByOneDeposits);
    if (desk.errors.length > 0) throw new Error(`the desk reported: ${desk.errors.join('; ')}`);

    const figures = {
      deposits: DEPOSITS_PER_RUN,
      byStatement,
      oneByOne,
      note:
        'Taps and key entries of the organiser at 375 px from the money desk to the last deposit credited; ' +
        'one by one, each UTR is typed into the desk search as read off the bank app. Seconds are one ' +
        'run on this machine.',
    };
    await fs.mkdir(path.dirname(FIGURES_FILE), { recursive: true });
    await fs.writeFile(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    const row = (name: string, effort: typeof byStatement) => [
      name,
      String(effort.taps),
      String(effort.keyEntries),
      String(effort.total),
      effort.seconds.toFixed(1),
    ];
    process.stdout.write(
      `${DEPOSITS_PER_RUN} deposits per run, organiser at 375 px\n\n${formatTable(
        ['run', 'taps', 'key entries', 'inputs', 'seconds'],
        [row('by statement', byStatement), row('one by one', oneByOne)],
      )}\n`,
    );
  } finally {
    await browser.close();
    await api.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
