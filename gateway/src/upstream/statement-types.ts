/** The backend's answers about bank statements (backend/src/features/statements). */

export interface UpstreamStatement {
  id: number;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  source: string;
  importedBy: number;
  importedByUsername: string;
  importedAt: string;
  lineCount: number;
  creditCount: number;
  matchedCount: number;
  firstDate: string | null;
  lastDate: string | null;
}

export interface UpstreamStatementLine {
  lineNumber: number;
  date: string;
  amount: number;
  direction: 'credit' | 'debit';
  utr: string | null;
  unusualUtr: boolean;
  narration: string | null;
}

export interface UpstreamStatementDeposit {
  id: number;
  userId: number;
  username: string;
  utr: string;
  unusualUtr: boolean;
  amount: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  transactionDate: string;
  decidedByUsername: string | null;
}

export interface UpstreamStatementMatch {
  line: UpstreamStatementLine;
  deposit: UpstreamStatementDeposit;
}

export interface UpstreamStatementResult {
  statement: UpstreamStatement;
  matched: UpstreamStatementMatch[];
  matchedTotal: number;
  amountDiffers: UpstreamStatementMatch[];
  alreadyDecided: UpstreamStatementMatch[];
  noRequest: {
    line: UpstreamStatementLine;
    likelyPlayer: { userId: number; username: string; reference: string } | null;
  }[];
  notOnStatement: UpstreamStatementDeposit[];
}

export interface UpstreamStatementMapping {
  columns: string[];
  date: string;
  amount: string;
  utr: string | null;
  narration: string | null;
  creditDebit: string | null;
  updatedByUsername: string;
  updatedAt: string;
}

export interface UpstreamApprovedMatches<Transaction> {
  message: string;
  approved: Transaction[];
  approvedTotal: number;
  notApproved: { transactionId: number; message: string }[];
}
