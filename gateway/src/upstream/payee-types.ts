/** The backend's JSON about the platform's payee (decision 041). */

/** GET /api/wallet/payee: whom the signed-in player pays a deposit to. */
export interface UpstreamDepositPayee {
  open: boolean;
  upiId: string | null;
  payeeName: string | null;
  /** The backend's picture route (relative), or null. */
  qrPictureUrl: string | null;
  reference: string;
}

/** GET /api/admin/money/payee: the payee as the organiser's settings show it. */
export interface UpstreamPayee {
  open: boolean;
  upiId: string | null;
  payeeName: string | null;
  qrPictureUrl: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

/** PUT /api/admin/money/payee and POST /api/admin/money/payee/close. */
export interface UpstreamPayeeChange {
  message?: string | null;
  payee: UpstreamPayee;
}
