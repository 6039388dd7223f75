import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../../../backend/test/support/fixtures';
import { rowCount } from '../../../backend/test/support/row-counts';
import { deposit, newestTransactionId } from '../../../backend/test/wallet/wallet-helpers';
import {
  UNKNOWN_HEADER,
  hdfcStatement,
  statementForm,
  uniqueRrn,
  unknownStatement,
} from '../../../backend/test/statements/statement-fixtures';
import { codesOf } from '../admin/admin-helpers';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * Reconciliation from the bank statement through the gateway, against the real backend, as an
 * organiser, a player and a visitor: the upload route, the reads and approving the matches.
 */

const RESULT = /* GraphQL */ `
  query ($id: ID!) {
    admin {
      statement(id: $id) {
        statement {
          id
          fileName
          sha256
          source
          importedBy
          lineCount
          creditCount
          matchedCount
        }
        matched {
          line {
            lineNumber
            utr
            unusualUtr
            amount {
              paise
            }
          }
          deposit {
            id
            username
            unusualUtr
          }
        }
        matchedTotal {
          formatted
        }
        amountDiffers {
          deposit {
            id
            amount {
              formatted
            }
          }
          line {
            amount {
              formatted
            }
          }
        }
        alreadyDecided {
          deposit {
            id
          }
        }
        noRequest {
          line {
            utr
            direction
          }
          likelyPlayer {
            username
          }
        }
        notOnStatement {
          id
          utr
          unusualUtr
        }
      }
    }
  }
`;
const LIST = /* GraphQL */ `
  query {
    admin {
      statements {
        id
        fileName
        importedBy
      }
      statementMappings {
        columns
        date
        amount
        utr
        narration
        creditDebit
        updatedBy
      }
    }
  }
`;
const APPROVE = /* GraphQL */ `
  mutation ($statementId: ID!, $transactionIds: [ID!]!) {
    approveStatementMatches(statementId: $statementId, transactionIds: $transactionIds) {
      errors {
        field
        code
        message
      }
      message
      approved {
        id
        status
      }
      approvedTotal {
        formatted
      }
      notApproved {
        transactionId
        message
      }
    }
  }
`;

let stack: TestStack;
let admin: TestUser;
let player: TestUser;

beforeAll(async () => {
  stack = await startStack();
  admin = await createAdmin(stack.backend);
  player = await createUser(stack.backend);
});
afterAll(() => stack.close());

const upload = (form: FormData, token?: string) =>
  fetch(`${stack.gateway.url}/api/admin/statements`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });

async function pendingDeposit(rupees: number, utr: string) {
  expect((await deposit(stack.backend, player, rupees, utr)).status).toBe(200);
  return String(await newestTransactionId(stack.backend, player));
}

describe('as an organiser', () => {
  it('uploads a statement, reads its reconciliation and approves the match in one confirmation', async () => {
    const utr = uniqueRrn();
    const depositId = await pendingDeposit(120, utr);
    const response = await upload(
      statementForm(
        hdfcStatement([
          { rupees: 120, utr },
          { rupees: 70, utr: uniqueRrn() },
        ]),
        {
          filename: 'hdfc-nov.csv',
        },
      ),
      admin.token,
    );
    expect(response.status).toBe(201);
    const statement = (await response.json()) as { id: number };

    const result = await stack.gateway.graphql(
      RESULT,
      { id: String(statement.id) },
      { token: admin.token },
    );
    expect(result.body.errors).toBeUndefined();
    const reconciliation = result.body.data.admin.statement;
    expect(reconciliation.statement).toMatchObject({
      fileName: 'hdfc-nov.csv',
      source: 'HDFC Bank-like statement',
      importedBy: admin.username,
      lineCount: 2,
      matchedCount: 1,
    });
    expect(reconciliation.matched).toEqual([
      {
        line: { lineNumber: expect.any(Number), utr, unusualUtr: false, amount: { paise: 12000 } },
        deposit: { id: depositId, username: player.username, unusualUtr: false },
      },
    ]);
    expect(reconciliation.matchedTotal.formatted).toBe('₹120');
    expect(reconciliation.noRequest).toEqual([
      { line: { utr: expect.any(String), direction: 'CREDIT' }, likelyPlayer: null },
    ]);

    const approved = await stack.gateway.graphql(
      APPROVE,
      { statementId: String(statement.id), transactionIds: [depositId] },
      { token: admin.token },
    );
    expect(approved.body.data.approveStatementMatches).toEqual({
      errors: [],
      message: 'Approved 1 deposit of ₹120.',
      approved: [{ id: depositId, status: 'APPROVED' }],
      approvedTotal: { formatted: '₹120' },
      notApproved: [],
    });

    const again = await stack.gateway.graphql(
      APPROVE,
      { statementId: String(statement.id), transactionIds: [depositId] },
      { token: admin.token },
    );
    expect(again.body.data.approveStatementMatches.notApproved).toEqual([
      { transactionId: depositId, message: expect.stringContaining('Already approved') },
    ]);

    const list = await stack.gateway.graphql(LIST, {}, { token: admin.token });
    expect(list.body.data.admin.statements[0]).toEqual({
      id: String(statement.id),
      fileName: 'hdfc-nov.csv',
      importedBy: admin.username,
    });
  });

  it('passes on the refusals: the same file again, the columns found, a mapping remembered', async () => {
    const bytes = unknownStatement([{ rupees: 15, utr: uniqueRrn() }]);
    const unknown = await upload(statementForm(bytes), admin.token);
    expect(unknown.status).toBe(400);
    const refusal = (await unknown.json()) as { message: string; columns: string[] };
    expect(refusal.columns).toEqual(UNKNOWN_HEADER);
    expect(refusal.message).toMatch(/^The columns of this statement were not recognised/);

    const mapping = { date: 'When', amount: 'Money in', utr: 'Bank ref' };
    const mapped = await upload(statementForm(bytes, { mapping }), admin.token);
    expect(mapped.status).toBe(201);
    const again = await upload(statementForm(bytes), admin.token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(
      new RegExp(`^This statement was imported already, on .+ by ${admin.username}`),
    );

    const list = await stack.gateway.graphql(LIST, {}, { token: admin.token });
    expect(list.body.data.admin.statementMappings).toEqual([
      expect.objectContaining({ ...mapping, narration: null, updatedBy: admin.username }),
    ]);
  });

  it('refuses a file over 5 MB at the gateway, and a form without a file', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'x');
    const tooLarge = await upload(statementForm(big), admin.token);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'The statement must be at most 5 MB' });
    const none = await upload(new FormData(), admin.token);
    expect(none.status).toBe(400);
  });

  it('answers a deposit the statement does not match as an error on its field, approving nothing', async () => {
    const statement = (await (
      await upload(statementForm(hdfcStatement([{ rupees: 9, utr: uniqueRrn() }])), admin.token)
    ).json()) as { id: number };
    const other = await pendingDeposit(9, uniqueRrn());
    const result = await stack.gateway.graphql(
      APPROVE,
      { statementId: String(statement.id), transactionIds: [other] },
      { token: admin.token },
    );
    expect(result.body.data.approveStatementMatches).toMatchObject({
      errors: [
        {
          field: 'transactionIds[0]',
          code: 'INVALID',
          message: `Deposit #${other} is not matched by this statement`,
        },
      ],
      approved: null,
    });
    const missing = await stack.gateway.graphql(RESULT, { id: '999999' }, { token: admin.token });
    expect(missing.body.data.admin.statement).toBeNull();
  });
});

describe('as a player or a visitor', () => {
  it('refuses the upload before reading it, and every read and the approval', async () => {
    const before = await rowCount(stack.backend, 'statement_imports');
    const form = () => statementForm(hdfcStatement([{ rupees: 5, utr: uniqueRrn() }]));
    expect((await upload(form())).status).toBe(401);
    expect((await upload(form(), player.token)).status).toBe(403);
    expect(await rowCount(stack.backend, 'statement_imports')).toBe(before);

    for (const [token, code] of [
      [player.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const options = token ? { token } : {};
      expect(codesOf(await stack.gateway.graphql(LIST, {}, options))).toEqual([code]);
      expect(codesOf(await stack.gateway.graphql(RESULT, { id: '1' }, options))).toEqual([code]);
      expect(
        codesOf(
          await stack.gateway.graphql(
            APPROVE,
            { statementId: '1', transactionIds: ['1'] },
            options,
          ),
        ),
      ).toEqual([code]);
    }
  });
});
