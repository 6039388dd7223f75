import { formatRupees } from '#common/money';

/** What organisers are told about a prize pool's escrow, in one place. */
export const ESCROW_MESSAGES = {
  funded: (paise: number) => `${formatRupees(paise)} recorded in the prize escrow`,
  fundingClosed: (status: string) =>
    `Prize money is paid in only before a tournament ends; this one is ${status}`,
  pastPool: (amountPaise: number, fundedPaise: number, poolPaise: number) =>
    fundedPaise >= poolPaise
      ? `The ${formatRupees(poolPaise)} prize pool is funded in full already: nothing more can be paid in`
      : `${formatRupees(amountPaise)} would fund past the ${formatRupees(poolPaise)} prize pool: ` +
        `${formatRupees(fundedPaise)} is funded already, so at most ` +
        `${formatRupees(poolPaise - fundedPaise)} can be paid in`,
  utrTaken: 'This UTR was already credited: each payment is recorded once',
  returnNotYet: (status: string) =>
    status === 'cancelled'
      ? 'This tournament was cancelled: its prize escrow went back to its funders then'
      : `What is left of the prize pool is returned once the tournament is completed; this one is ${status}`,
  proposalsWait: (count: number) =>
    `${count === 1 ? 'A prize proposal waits' : `${count} prize proposals wait`} for a second ` +
    'organiser: approve or refuse before returning what is left',
  nothingFunded: 'Nothing was paid into this prize pool, so there is nothing to return',
  returnedAlready: (at: string) =>
    `What was left of this prize pool was returned already, on ${at}`,
  returned: (paise: number) =>
    `${formatRupees(paise)} left in the prize escrow is now due back to its funders`,
  noFunding: 'There is no prize funding with this id',
  notReturnedYet:
    "This funding's share is still in the prize escrow: return what is left of the pool first",
  nothingDue: (funder: string) =>
    `Nothing is due back to ${funder}: the prizes used all of their funding`,
  paidBackAlready: (by: string, at: string) =>
    `Paying this back was recorded already by ${by} on ${at}`,
  paidBack: 'Recorded: the funder was paid back',
} as const;
