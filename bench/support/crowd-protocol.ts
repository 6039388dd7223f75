/** What bench:crowd and its socket-holding child processes say to each other over IPC. */

export interface CrowdSocketPlan {
  /** The loopback source address the socket connects from: a phone of its own. */
  address: string;
  token: string;
  tournamentId: number;
  /** The room id whose release the socket waits for. */
  roomId: string;
}

export type CrowdCommand =
  | { type: 'open'; url: string; sockets: CrowdSocketPlan[]; width: number }
  | { type: 'receipts' }
  | { type: 'storm'; seconds: number; waitMs: number }
  | { type: 'close' };

export interface StormReport {
  type: 'stormed';
  reconnected: number;
  resubscribed: number;
  /** Sockets closed before their acknowledgement or with a 4xxx code, by close code. */
  refused: Record<string, number>;
  errors: string[];
}

export type CrowdAnswer =
  | { type: 'ready' }
  | { type: 'opened'; opened: number; refused: Record<string, number>; errors: string[] }
  | {
      type: 'receipts';
      /** [tournament id, absolute receipt time] for each socket the released room came to. */
      receipts: [number, number][];
      errors: string[];
      erroredSockets: number;
    }
  | StormReport;
