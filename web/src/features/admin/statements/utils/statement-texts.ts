/** The words of the statements pages, in one place for the pages and their tests. */
export const STATEMENT_TEXTS = {
  title: 'Bank statements',
  hint:
    'Upload the statement your bank or UPI business app exports (CSV, at most 5 MB). Its credits ' +
    'are matched to the deposit requests by UTR and amount.',
  fileLabel: 'Statement file (CSV)',
  upload: 'Upload statement',
  uploading: 'Uploading…',
  chooseFile: 'Choose the statement file (CSV) to upload',
  uploadFailed: 'The statement could not be uploaded. Try again.',
  imported: 'Imported statements',
  noneImported: 'No statement imported yet.',
  loading: 'Loading statements…',
  loadFailed: 'The statements could not be loaded.',
  mappingTitle: 'Map the columns once',
  mappingHint:
    'The desk did not recognise these columns. Say which holds what; it remembers them for the ' +
    'next statement from this bank.',
  mappingSubmit: 'Save columns and upload',
  noColumn: '— none —',
  resultTitle: 'Statement',
  resultLoading: 'Loading the statement…',
  resultMissing: 'No statement has this id.',
  matched: 'Matched deposits',
  noMatched: 'No pending deposit matches this statement.',
  approveAll: (count: number) => `Approve ${count} matched deposit${count === 1 ? '' : 's'}`,
  confirmTitle: 'Approve matched deposits',
  confirm: (count: number, total: string) =>
    `Approve ${count} deposit${count === 1 ? '' : 's'} of ${total} in all? Each player is credited once.`,
  confirmButton: 'Approve',
  cancel: 'Cancel',
  approveFailed: 'The deposits could not be approved. Try again.',
  amountDiffers: 'Amount differs',
  amountDiffersHint: 'The UTR is on the statement, with another amount.',
  notOnStatement: 'UTR not on the statement',
  notOnStatementHint: 'Pending deposits asked for on the statement’s days whose UTR it lacks.',
  noRequest: 'Credits with no request',
  noRequestHint: 'Money received that no deposit request names.',
  alreadyDecided: 'Already decided',
  recordCredit: 'Record a credit',
  likelyPlayer: (username: string, reference: string) =>
    `Likely ${username} (reference ${reference} in the note)`,
  none: 'None.',
} as const;
