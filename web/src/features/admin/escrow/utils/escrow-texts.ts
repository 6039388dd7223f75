/** The escrow section's words (decision 046): prizes come only from money paid into escrow. */
export const ESCROW_TEXTS = {
  title: 'Prize pool escrow',
  noFeesLine: 'No prize money comes from entry fees',
  fundedOf: (funded: string, pool: string) => `Funded ${funded} of ${pool}`,
  noFundings: 'Nobody has paid into this prize pool yet.',
  fundTitle: 'Fund the prize pool',
  fundIntro:
    'Record money the organiser or a sponsor paid into the escrow account, by its UTR. Never more than the pool still lacks.',
  funded: 'The funding is recorded.',
  returnButton: 'Return what is left',
  returnTitle: 'Return what is left?',
  returnWarning:
    'What the escrow still holds is put aside for the funders, shared by what each paid in. No prize can be paid from this pool after.',
  returned: 'What was left is put aside for the funders.',
  markReturned: 'Mark returned',
  markTitle: (funder: string) => `Mark ${funder}'s share as paid back`,
  markDone: 'The payment back is recorded.',
  failed: 'The prize pool could not be changed. Please try again.',
} as const;

export const FUNDER_KIND_LABELS = {
  ORGANISER: 'The organiser',
  SPONSOR: 'A sponsor',
} as const;
