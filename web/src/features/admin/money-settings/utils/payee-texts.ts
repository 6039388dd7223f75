/** The money settings page's words for the payee (decision 041). */
export const PAYEE_TEXTS = {
  title: 'Money settings',
  payeeTitle: 'Payee',
  payeeHint:
    'Players pay their deposits to this UPI id. Changing it asks for your password, and every organiser is e-mailed who changed it.',
  current: 'Players now pay',
  closed: 'Payments are closed: players are told payments are not open yet.',
  changedBy: (by: string, at: string) => `Last changed by ${by} on ${at}`,
  upiId: 'UPI ID',
  payeeName: 'Payee name',
  qr: 'Merchant QR (optional)',
  qrHint: 'The QR of your UPI business app, shown to players until they type an amount.',
  uploadQr: 'Upload a QR picture',
  uploading: 'Uploading…',
  removeQr: 'Remove the QR picture',
  qrPreview: 'The merchant QR picture to upload',
  password: 'Your password',
  save: 'Save payee',
  saved: 'Payee saved',
  preview: 'What players see',
  previewEmpty: 'Type a valid UPI id and payee name to see what players will see.',
  previewNote:
    'Each player sees their own reference; an amount they type goes into the QR and the link.',
  close: 'Close payments',
  closeTitle: 'Close payments',
  closeText:
    'Players will be told payments are not open yet, and cannot submit deposits until a payee is set again.',
  closedToast: 'Payments closed',
  failed: 'The payee could not be saved. Please try again.',
  loadFailed: 'Could not load the payee.',
} as const;
