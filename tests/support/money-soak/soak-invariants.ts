import type pg from 'pg';

/**
 * The invariants of the money, read from the database once every client has finished and the
 * last fault is over (decision 003 maps each term to its table). Each query returns the rows
 * that break its rule, so a clean database answers no rows.
 */

export interface Violation {
  check: string;
  detail: string;
}

/** The terms of the conservation equation, in paise. */
export interface MoneyFigures {
  approvedDeposits: number;
  paidWithdrawals: number;
  pendingWithdrawals: number;
  balances: number;
  entryFees: number;
  refunds: number;
  prizes: number;
}

interface Rule {
  check: string;
  sql: string;
}

const RULES: Rule[] = [
  {
    check: 'balance equals the sum of its ledger entries',
    sql: `select coalesce(w.user_id, l.user_id) as user_id, w.balance_paise, l.total
          from wallets w
          full join (select user_id, sum(amount_paise) as total from ledger_entries group by user_id) l
            on l.user_id = w.user_id
          where coalesce(w.balance_paise, 0) <> coalesce(l.total, 0)`,
  },
  {
    check: 'no balance is negative',
    sql: `select user_id, balance_paise from wallets where balance_paise < 0`,
  },
  {
    check: 'no tournament has more entries than slots',
    sql: `select t.tourn_id, t.total_slots, t.slots_taken, count(teams.id) as teams
          from tournaments t left join teams on teams.tournament_id = t.tourn_id
          group by t.tourn_id
          having count(teams.id) > t.total_slots or count(teams.id) <> t.slots_taken`,
  },
  {
    check: 'no team has more players than its tournament allows',
    sql: `select teams.id as team_id, t.team_size, count(*) as players
          from team_players p join teams on teams.id = p.team_id
          join tournaments t on t.tourn_id = teams.tournament_id
          where t.kind = 'special' and p.user_id is not null
          group by teams.id, t.team_size having count(*) > t.team_size`,
  },
  {
    check: 'no UTR is credited twice',
    sql: `select upper(tx.utr) as utr, count(*) as credits
          from ledger_entries l join wallet_transactions tx on tx.id = l.transaction_id
          where l.reason = 'deposit' group by upper(tx.utr) having count(*) > 1
          union all
          select upper(utr), count(*) from wallet_transactions
          where utr is not null group by upper(utr) having count(*) > 1`,
  },
  {
    check: 'no prize is paid twice',
    sql: `select user_id, tournament_id, count(*) as prizes from wallet_transactions
          where type = 'WINNINGS' group by user_id, tournament_id having count(*) > 1`,
  },
  {
    check: "no tournament's prizes exceed its prize pool, and prizes only of completed ones",
    sql: `select t.tourn_id, t.status, t.tourn_pp_paise, sum(tx.amount_paise) as prizes
          from tournaments t join wallet_transactions tx on tx.tournament_id = t.tourn_id
          where tx.type = 'WINNINGS' group by t.tourn_id
          having sum(tx.amount_paise) > t.tourn_pp_paise or t.status <> 'completed'`,
  },
  {
    check: 'no organiser decided or paid money of their own account',
    sql: `select id, user_id, type from wallet_transactions where decided_by = user_id`,
  },
  {
    check: 'no withdrawal is paid or decided twice',
    sql: `select subject_id, count(*) as decisions from audit_entries
          where action in ('DEPOSIT_APPROVED', 'DEPOSIT_REJECTED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED')
          group by subject_id having count(*) > 1`,
  },
  {
    // Whole or nothing: each transaction has exactly the ledger entries its type and status
    // call for, and a decided one its audit record.
    check: 'each transaction moved exactly its own money',
    sql: `with expected as (
            select tx.id, tx.type, tx.status,
              case
                when tx.type = 'ADD_MONEY' and tx.status = 'APPROVED' then tx.amount_paise
                when tx.type = 'ADD_MONEY' then 0
                when tx.type = 'WITHDRAW' and tx.status = 'REJECTED' then 0
                when tx.type = 'WITHDRAW' then -tx.amount_paise
                when tx.type = 'ENTRY_FEE' then -tx.amount_paise
                else tx.amount_paise
              end as net,
              case
                when tx.type = 'ADD_MONEY' and tx.status <> 'APPROVED' then 0
                when tx.type = 'WITHDRAW' and tx.status = 'REJECTED' then 2
                else 1
              end as entries
            from wallet_transactions tx
          ), actual as (
            select transaction_id, sum(amount_paise) as net, count(*) as entries
            from ledger_entries group by transaction_id
          )
          select e.id, e.type, e.status, e.net as expected, coalesce(a.net, 0) as actual,
            e.entries as expected_entries, coalesce(a.entries, 0) as actual_entries
          from expected e left join actual a on a.transaction_id = e.id
          where e.net <> coalesce(a.net, 0) or e.entries <> coalesce(a.entries, 0)`,
  },
  {
    check: 'each decided deposit or withdrawal has its audit record',
    sql: `select tx.id, tx.type, tx.status from wallet_transactions tx
          where tx.type in ('ADD_MONEY', 'WITHDRAW') and tx.status <> 'PENDING'
            and not exists (select 1 from audit_entries a where a.subject_id = tx.id::text
              and a.action in ('DEPOSIT_APPROVED', 'DEPOSIT_REJECTED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED'))`,
  },
  {
    check: 'each paid entry has its fee and each fee its entry',
    sql: `select p.tournament_id, p.user_id, 'entry without its fee' as problem
          from team_players p join tournaments t on t.tourn_id = p.tournament_id
          where p.user_id is not null and t.entry_fee_paise > 0
            and not exists (select 1 from wallet_transactions f where f.type = 'ENTRY_FEE'
              and f.user_id = p.user_id and f.tournament_id = p.tournament_id)
          union all
          select f.tournament_id, f.user_id, 'fee without its entry'
          from wallet_transactions f where f.type = 'ENTRY_FEE'
            and not exists (select 1 from team_players p
              where p.user_id = f.user_id and p.tournament_id = f.tournament_id)`,
  },
  {
    check: 'fees come back when, and only when, the tournament was cancelled',
    sql: `select f.tournament_id, f.user_id, t.status, r.id as refund_id
          from wallet_transactions f join tournaments t on t.tourn_id = f.tournament_id
          left join wallet_transactions r on r.type = 'REFUND'
            and r.user_id = f.user_id and r.tournament_id = f.tournament_id
          where f.type = 'ENTRY_FEE'
            and ((t.status = 'cancelled') <> (r.id is not null) or r.amount_paise <> f.amount_paise)`,
  },
];

const DETAILS_KEPT = 25;

async function rowsBreaking(client: pg.Client, rule: Rule): Promise<Violation[]> {
  const { rows } = await client.query(rule.sql);
  const shown = rows.slice(0, DETAILS_KEPT).map((row) => ({
    check: rule.check,
    detail: JSON.stringify(row),
  }));
  if (rows.length > DETAILS_KEPT) {
    shown.push({ check: rule.check, detail: `… and ${rows.length - DETAILS_KEPT} more` });
  }
  return shown;
}

export async function moneyFigures(client: pg.Client): Promise<MoneyFigures> {
  const { rows } = await client.query<Record<keyof MoneyFigures, string>>(`
    select
      coalesce(sum(amount_paise) filter (where type = 'ADD_MONEY' and status = 'APPROVED'), 0) as "approvedDeposits",
      coalesce(sum(amount_paise) filter (where type = 'WITHDRAW' and status = 'APPROVED'), 0) as "paidWithdrawals",
      coalesce(sum(amount_paise) filter (where type = 'WITHDRAW' and status = 'PENDING'), 0) as "pendingWithdrawals",
      (select coalesce(sum(balance_paise), 0) from wallets) as balances,
      coalesce(sum(amount_paise) filter (where type = 'ENTRY_FEE' and status = 'APPROVED'), 0) as "entryFees",
      coalesce(sum(amount_paise) filter (where type = 'REFUND' and status = 'APPROVED'), 0) as refunds,
      coalesce(sum(amount_paise) filter (where type = 'WINNINGS' and status = 'APPROVED'), 0) as prizes
    from wallet_transactions`);
  const row = rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, Number(value)]),
  ) as unknown as MoneyFigures;
}

/** approved deposits − paid withdrawals = balances + awaiting payout + fees − refunds − prizes */
export function conservationViolations(money: MoneyFigures): Violation[] {
  const left = money.approvedDeposits - money.paidWithdrawals;
  const right =
    money.balances + money.pendingWithdrawals + money.entryFees - money.refunds - money.prizes;
  return left === right
    ? []
    : [
        {
          check: 'money is conserved',
          detail: `approved deposits − paid withdrawals = ${left} paise, but balances + awaiting payout + fees − refunds − prizes = ${right} paise (${JSON.stringify(money)})`,
        },
      ];
}

/** Every invariant the database alone can tell. */
export async function databaseViolations(client: pg.Client): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const rule of RULES) found.push(...(await rowsBreaking(client, rule)));
  found.push(...conservationViolations(await moneyFigures(client)));
  return found;
}
