import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositReference } from '#common/deposit-reference';
import { auditRowsAbout } from '../support/audit-reads';
import { type TestUser, createAdmin, createUser, ledgerMismatches } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf, decide, deposit, newestTransactionId } from '../wallet/wallet-helpers';
import {
  UNKNOWN_HEADER,
  hdfcStatement,
  sbiStatement,
  statementForm,
  todayInIndia,
  uniqueRrn,
  unknownStatement,
  upiAppStatement,
} from './statement-fixtures';

/**
 * Reconciliation from the bank statement (decision 042): importing a statement once, matching
 * its credits to deposit requests by UTR and amount, and approving the matches in one go.
 */
let server: TestServer;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  secondAdmin = await createAdmin(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

const upload = (form: FormData, token: string | null = admin.token) =>
  server.call('POST', '/api/admin/statements', { ...(token ? { token } : {}), rawBody: form });

const resultOf = async (statementId: number) => {
  const response = await server.call('GET', `/api/admin/statements/${statementId}`, {
    token: admin.token,
  });
  expect(response.status).toBe(200);
  return response.body;
};

const approve = (statementId: number, transactionIds: number[], token = admin.token) =>
  server.call('POST', `/api/admin/statements/${statementId}/approve`, {
    token,
    body: { transactionIds },
  });

async function pendingDeposit(player: TestUser, rupees: number, utr = uniqueRrn()) {
  expect((await deposit(server, player, rupees, utr)).status).toBe(200);
  return newestTransactionId(server, player);
}

async function imported(bytes: Buffer, filename = 'statement.csv') {
  const response = await upload(statementForm(bytes, { filename }));
  expect(response.status).toBe(201);
  return response.body as { id: number; sha256: string; source: string };
}

const idsOf = (items: { deposit: { id: number } }[]) => items.map((item) => item.deposit.id);

const statementTables = ['statement_imports', 'statement_lines', 'statement_mappings'] as const;
const counts = async () =>
  Promise.all(
    [...statementTables, 'audit_entries' as const].map((table) => rowCount(server, table)),
  );

describe('importing a statement', () => {
  it('reads an HDFC-like statement, matches the zero-padded RRN and records the import with its hash', async () => {
    const player = await createUser(server);
    const utr = uniqueRrn();
    const depositId = await pendingDeposit(player, 250, utr);
    const bytes = hdfcStatement([
      { rupees: 250, utr },
      { rupees: 1200, utr: uniqueRrn(), direction: 'debit' },
    ]);

    const response = await upload(statementForm(bytes, { filename: 'Acct_Statement_XX6789.csv' }));
    expect(response.status).toBe(201);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(response.body).toMatchObject({
      fileName: 'Acct_Statement_XX6789.csv',
      sizeBytes: bytes.byteLength,
      sha256,
      source: 'HDFC Bank-like statement',
      importedByUsername: admin.username,
      lineCount: 2,
      creditCount: 1,
      matchedCount: 1,
      firstDate: todayInIndia(),
      lastDate: todayInIndia(),
    });

    const result = await resultOf(response.body.id);
    expect(idsOf(result.matched)).toEqual([depositId]);
    expect(result.matched[0].line).toMatchObject({
      amount: 250,
      direction: 'credit',
      unusualUtr: false,
    });
    expect(result.matchedTotal).toBe(250);

    const [audit] = await auditRowsAbout(server, 'statement', response.body.id);
    expect(audit).toMatchObject({ action: 'STATEMENT_IMPORTED', actor_id: admin.id });
    expect(audit?.after).toMatchObject({ sha256, lines: 2, credits: 1, matched: 1 });

    const list = await server.call('GET', '/admin/statements', { token: admin.token });
    expect(list.body[0]).toMatchObject({ id: response.body.id, sha256 });
  });

  it('finds a UTR only inside the narration of an SBI-like statement, with a BOM and grouped amounts', async () => {
    const player = await createUser(server);
    const utr = uniqueRrn();
    const depositId = await pendingDeposit(player, 499.5, utr);
    const statement = await imported(sbiStatement([{ rupees: 499.5, utr }]));
    expect(statement.source).toBe('SBI-like statement');

    const result = await resultOf(statement.id);
    expect(idsOf(result.matched)).toEqual([depositId]);
    expect(result.matched[0].line).toMatchObject({ utr, amount: 499.5 });
  });

  it('reads a UPI business app export with ₹ amounts and a Cr/Dr column, matching UTRs in any case', async () => {
    const player = await createUser(server);
    const utr = `HDFCN5${uniqueRrn().slice(2)}`.toLowerCase();
    const depositId = await pendingDeposit(player, 100, utr.toUpperCase());
    const statement = await imported(
      upiAppStatement([
        { rupees: 100, utr },
        { rupees: 100, utr: uniqueRrn(), direction: 'debit' },
      ]),
    );
    expect(statement.source).toBe('UPI business app export');
    const result = await resultOf(statement.id);
    expect(idsOf(result.matched)).toEqual([depositId]);
    // The debit is on the statement but is no credit with no request.
    expect(result.noRequest).toEqual([]);
  });
});

describe('what the statement says of the deposit requests', () => {
  it('lists each mismatch by kind, flags an unusual UTR, and names the player a deposit reference in the note points at', async () => {
    const [asha, ravi, meena, vikram] = [
      await createUser(server),
      await createUser(server),
      await createUser(server),
      await createUser(server),
    ];
    const matchedUtr = uniqueRrn();
    const differsUtr = uniqueRrn();
    const decidedUtr = uniqueRrn();
    const matched = await pendingDeposit(asha, 300, matchedUtr);
    const differs = await pendingDeposit(ravi, 200, differsUtr);
    const decided = await pendingDeposit(meena, 50, decidedUtr);
    expect((await decide(server, secondAdmin, decided, 'approve')).status).toBe(200);
    const missing = await pendingDeposit(vikram, 75, '123');
    const strangerUtr = uniqueRrn();

    const statement = await imported(
      hdfcStatement([
        { rupees: 300, utr: matchedUtr },
        { rupees: 150, utr: differsUtr },
        { rupees: 50, utr: decidedUtr },
        { rupees: 400, utr: strangerUtr, payer: 'VIKRAM S', note: depositReference(vikram.id) },
      ]),
    );
    const result = await resultOf(statement.id);

    expect(idsOf(result.matched)).toEqual([matched]);
    expect(result.amountDiffers).toEqual([
      expect.objectContaining({
        line: expect.objectContaining({ amount: 150 }),
        deposit: expect.objectContaining({ id: differs, amount: 200, username: ravi.username }),
      }),
    ]);
    expect(result.alreadyDecided).toEqual([
      expect.objectContaining({
        deposit: expect.objectContaining({
          id: decided,
          status: 'APPROVED',
          decidedByUsername: secondAdmin.username,
        }),
      }),
    ]);
    expect(result.noRequest).toEqual([
      {
        line: expect.objectContaining({ amount: 400, utr: strangerUtr }),
        likelyPlayer: {
          userId: vikram.id,
          username: vikram.username,
          reference: depositReference(vikram.id),
        },
      },
    ]);
    const notOnStatement = result.notOnStatement.find((d: { id: number }) => d.id === missing);
    expect(notOnStatement).toMatchObject({ utr: '123', unusualUtr: true, amount: 75 });
    for (const id of [matched, differs, decided]) {
      expect(result.notOnStatement.map((d: { id: number }) => d.id)).not.toContain(id);
    }
  });

  it('shows a request made after the import against the credit it names', async () => {
    const player = await createUser(server);
    const utr = uniqueRrn();
    const statement = await imported(sbiStatement([{ rupees: 80, utr }]));
    expect((await resultOf(statement.id)).noRequest).toHaveLength(1);

    const depositId = await pendingDeposit(player, 80, utr);
    const again = await resultOf(statement.id);
    expect(idsOf(again.matched)).toEqual([depositId]);
    expect(again.noRequest).toEqual([]);
  });

  it('answers 404 for a statement that does not exist', async () => {
    const response = await server.call('GET', '/api/admin/statements/999999', {
      token: admin.token,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No statement has this id');
  });
});

describe('approving the matched deposits in one confirmation', () => {
  it('credits each player once, audits each approval, and reports a deposit someone decided meanwhile', async () => {
    const players = [await createUser(server), await createUser(server), await createUser(server)];
    const utrs = players.map(() => uniqueRrn());
    const ids = [
      await pendingDeposit(players[0] as TestUser, 100, utrs[0]),
      await pendingDeposit(players[1] as TestUser, 200, utrs[1]),
      await pendingDeposit(players[2] as TestUser, 300, utrs[2]),
    ] as [number, number, number];
    const statement = await imported(
      upiAppStatement(
        utrs.map((utr, index) => ({ rupees: (index + 1) * 100, utr: utr as string })),
      ),
    );
    // Another organiser decides one from the desk after the statement was read.
    expect((await decide(server, secondAdmin, ids[2], 'reject', 'Wrong name')).status).toBe(200);

    const response = await approve(statement.id, ids);
    expect(response.status).toBe(200);
    expect(response.body.approved.map((tx: { id: number }) => tx.id)).toEqual([ids[0], ids[1]]);
    expect(response.body.approvedTotal).toBe(300);
    expect(response.body.message).toBe('Approved 2 deposits of ₹300.');
    expect(response.body.notApproved).toEqual([
      {
        transactionId: ids[2],
        message: expect.stringContaining(`Already rejected by ${secondAdmin.username}`),
      },
    ]);
    expect(await balanceOf(server, players[0] as TestUser)).toBe(100);
    expect(await balanceOf(server, players[1] as TestUser)).toBe(200);
    expect(await balanceOf(server, players[2] as TestUser)).toBe(0);
    const [audit] = await auditRowsAbout(server, 'transaction', ids[0]);
    expect(audit).toMatchObject({ action: 'DEPOSIT_APPROVED', actor_id: admin.id });

    // Again: nothing more is credited; each is reported as decided.
    const repeat = await approve(statement.id, [ids[0]]);
    expect(repeat.body.approved).toEqual([]);
    expect(repeat.body.notApproved).toEqual([
      { transactionId: ids[0], message: expect.stringContaining('Already approved') },
    ]);
    expect(await balanceOf(server, players[0] as TestUser)).toBe(100);
  });

  it('refuses, approving nothing, a deposit the statement does not match or whose amount differs', async () => {
    const player = await createUser(server);
    const utr = uniqueRrn();
    const differs = await pendingDeposit(player, 60, utr);
    const matchedUtr = uniqueRrn();
    const matched = await pendingDeposit(await createUser(server), 40, matchedUtr);
    const unrelated = await pendingDeposit(await createUser(server), 10);
    const statement = await imported(
      hdfcStatement([
        { rupees: 70, utr },
        { rupees: 40, utr: matchedUtr },
      ]),
    );
    for (const ids of [[matched, differs], [unrelated]]) {
      const response = await approve(statement.id, ids);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^Deposit #\d+ is not matched by this statement$/);
    }
    expect(await balanceOf(server, player)).toBe(0);
    const bad = await approve(statement.id, []);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose the deposits to approve');
  });

  it("does not approve the organiser's own deposit: it is reported", async () => {
    const utr = uniqueRrn();
    const own = await pendingDeposit(admin, 20, utr);
    const statement = await imported(upiAppStatement([{ rupees: 20, utr }]));
    const response = await approve(statement.id, [own]);
    expect(response.status).toBe(200);
    expect(response.body.approved).toEqual([]);
    expect(response.body.notApproved).toEqual([
      { transactionId: own, message: expect.any(String) },
    ]);
  });
});

describe('refusals change nothing', () => {
  it('refuses the same file again, naming when and who imported it', async () => {
    const bytes = sbiStatement([{ rupees: 33, utr: uniqueRrn() }]);
    const first = await imported(bytes, 'november.csv');
    const before = await counts();

    const again = await upload(
      statementForm(bytes, { filename: 'copy of november.csv' }),
      secondAdmin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      new RegExp(
        `^This statement was imported already, on .+ by ${admin.username}\\. Nothing was changed\\.$`,
      ),
    );
    expect(again.body).toMatchObject({ statementId: first.id, importedBy: admin.username });
    expect(await counts()).toEqual(before);
  });

  it('lets one of two organisers importing the same file at once in', async () => {
    const bytes = upiAppStatement([{ rupees: 12, utr: uniqueRrn() }]);
    const answers = await Promise.all([
      upload(statementForm(bytes)),
      upload(statementForm(bytes), secondAdmin.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [
      'a picture renamed to .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
    ],
    [
      'text that is not comma-separated',
      Buffer.from('Dear organiser,\nhere is my statement\n'),
      415,
    ],
    ['an unclosed quote', Buffer.from('Date,Narration,Deposit Amt.\n"01/11/26,UPI-123,5\n'), 415],
    ['not UTF-8 text', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3, 0x28, 0x2c, 0x2c]), 415],
    [
      'a header with no line under it',
      Buffer.from('Date,Narration,Chq./Ref.No.,Deposit Amt.\n'),
      400,
    ],
  ])('refuses %s with a clear message', async (_what, bytes, status) => {
    const before = await counts();
    const response = await upload(statementForm(bytes));
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(
      status === 415 ? /^This file is not a CSV statement/ : /^The statement has no lines/,
    );
    expect(response.text).not.toMatch(/stack|at .*\.ts|select /i);
    expect(await counts()).toEqual(before);
  });

  it('refuses a statement over 5 MB, and a form with no file', async () => {
    const before = await counts();
    const big = Buffer.concat([
      hdfcStatement([{ rupees: 1, utr: uniqueRrn() }]),
      Buffer.alloc(5 * 1024 * 1024, 'x'),
    ]);
    const tooLarge = await upload(statementForm(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The statement must be at most 5 MB');

    const empty = new FormData();
    empty.append('file', new Blob([]), '');
    const none = await upload(empty);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose the statement file (CSV) to upload');
    expect(await counts()).toEqual(before);
  });
});

describe('columns the desk does not recognise', () => {
  it('lists the columns found, takes a mapping once and remembers it for the next file from that source', async () => {
    const player = await createUser(server);
    const utr = uniqueRrn();
    const depositId = await pendingDeposit(player, 90, utr);
    const bytes = unknownStatement([{ rupees: 90, utr }]);
    const before = await counts();

    const unknown = await upload(statementForm(bytes));
    expect(unknown.status).toBe(400);
    expect(unknown.body.columns).toEqual(UNKNOWN_HEADER);
    expect(unknown.body.message).toContain('found: When, Paid by, Money in, Bank ref, Memo');
    expect(await counts()).toEqual(before);

    const badMapping = await upload(
      statementForm(bytes, { mapping: { date: 'When', amount: 'Money in' } }),
    );
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.errors).toEqual([
      { field: 'mapping', message: 'Choose the UTR column or the narration column' },
    ]);
    const wrongColumn = await upload(
      statementForm(bytes, { mapping: { date: 'When', amount: 'Amount', utr: 'Bank ref' } }),
    );
    expect(wrongColumn.status).toBe(400);
    expect(await counts()).toEqual(before);

    const mapped = await upload(
      statementForm(bytes, {
        mapping: { date: 'When', amount: 'Money in', utr: 'Bank ref', narration: 'Memo' },
      }),
    );
    expect(mapped.status).toBe(201);
    expect(mapped.body.source).toBe('Columns mapped by an organiser');
    expect(idsOf((await resultOf(mapped.body.id)).matched)).toEqual([depositId]);
    const [audit] = await auditRowsAbout(server, 'statement', mapped.body.id);
    expect(audit?.after).toMatchObject({ mapping: { date: 'When', utr: 'Bank ref' } });

    // The next file from the same source needs no mapping.
    const next = await upload(
      statementForm(unknownStatement([{ rupees: 5, utr: uniqueRrn() }], ' next')),
    );
    expect(next.status).toBe(201);

    const mappings = await server.call('GET', '/api/admin/statements/mappings', {
      token: admin.token,
    });
    expect(mappings.body).toEqual([
      expect.objectContaining({
        columns: UNKNOWN_HEADER.map((column) => column.toLowerCase()),
        date: 'When',
        amount: 'Money in',
        utr: 'Bank ref',
        narration: 'Memo',
        creditDebit: null,
        updatedByUsername: admin.username,
      }),
    ]);
  });
});

describe('organisers only', () => {
  it('refuses every statement operation to players and visitors, before reading an upload', async () => {
    const player = await createUser(server);
    const before = await counts();
    const bytes = hdfcStatement([{ rupees: 10, utr: uniqueRrn() }]);
    for (const token of [player.token, null]) {
      const expected = token ? 403 : 401;
      expect((await upload(statementForm(bytes), token)).status).toBe(expected);
      for (const [method, path] of [
        ['GET', '/api/admin/statements'],
        ['GET', '/api/admin/statements/mappings'],
        ['GET', '/api/admin/statements/1'],
        ['POST', '/api/admin/statements/1/approve'],
      ] as const) {
        const response = await server.call(method, path, {
          ...(token ? { token } : {}),
          ...(method === 'POST' ? { body: { transactionIds: [1] } } : {}),
        });
        expect(response.status).toBe(expected);
      }
    }
    expect(await counts()).toEqual(before);
  });
});
