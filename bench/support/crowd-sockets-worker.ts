/**
 * A child process of bench:crowd holding a share of the crowd's live sockets (one process may
 * hold only so many open files). Each socket is a phone: it connects from a loopback source
 * address of its own, so nginx names a different client for each, and subscribes to its
 * tournament's room. Receipt times are absolute (time origin + now), so the parent compares them
 * with its own publish time. Commands and answers go over the IPC channel (see CrowdCommand).
 */
import { performance } from 'node:perf_hooks';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { CrowdAnswer, CrowdCommand, CrowdSocketPlan, StormReport } from './crowd-protocol';

const SUBSCRIPTION = `subscription RoomReleased($tournamentId: ID!) {
  roomReleased(tournamentId: $tournamentId) { tournamentId matchNumber released roomId password releasesAt }
}`;

const now = () => performance.timeOrigin + performance.now();

interface Phone {
  plan: CrowdSocketPlan;
  client?: Client;
  /** 1 for the first connection, 2 once it reconnected in the storm. */
  connection: number;
  /** When the released room came on the first connection. */
  receivedAt?: number;
  /** The released room came again on the connection made in the storm. */
  resubscribed: boolean;
  refusedCode?: number;
  errors: string[];
}

let url = '';
const phones: Phone[] = [];

function send(answer: CrowdAnswer) {
  process.send?.(answer);
}

/** A graphql-ws client from the phone's own source address; resolves once acknowledged. */
function connect(phone: Phone): Promise<void> {
  const { address, token } = phone.plan;
  const connection = phone.connection;
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(target: string, protocols?: string | string[]) {
        super(target, protocols, { localAddress: address });
      }
    },
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
  phone.client = client;
  return new Promise<void>((resolve) => {
    let acknowledged = false;
    client.on('connected', () => {
      acknowledged = true;
      resolve();
    });
    client.on('closed', (event) => {
      if (phone.client !== client || phone.connection !== connection) return;
      const code = (event as { code?: number }).code ?? 0;
      const done = connection === 1 ? phone.receivedAt !== undefined : phone.resubscribed;
      // Closed before its acknowledgement, or with the gateway's own 4xxx, before the room came.
      if (!acknowledged || (code >= 4000 && code < 5000 && !done)) phone.refusedCode = code;
      resolve();
    });
    client.on('error', (error) => {
      if (!acknowledged) phone.errors.push(String((error as Error).message ?? error));
    });
  }).then(() => {
    if (phone.refusedCode !== undefined) return;
    client.subscribe<{ roomReleased: { released: boolean; roomId: string | null } }>(
      { query: SUBSCRIPTION, variables: { tournamentId: String(phone.plan.tournamentId) } },
      {
        next: (result) => {
          if (result.errors) phone.errors.push(JSON.stringify(result.errors).slice(0, 200));
          const room = result.data?.roomReleased;
          if (!room?.released || room.roomId !== phone.plan.roomId) return;
          if (connection === 1) phone.receivedAt ??= now();
          else phone.resubscribed = true;
        },
        error: (error) => phone.errors.push(JSON.stringify(error).slice(0, 200)),
        complete: () => undefined,
      },
    );
  });
}

/** Runs `task` on every phone, `width` at a time. */
async function eachPhone(width: number, task: (phone: Phone) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < phones.length) {
      const phone = phones[next]!;
      next += 1;
      await task(phone);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function open(command: Extract<CrowdCommand, { type: 'open' }>) {
  url = command.url;
  for (const plan of command.sockets) {
    phones.push({ plan, connection: 1, resubscribed: false, errors: [] });
  }
  await eachPhone(command.width, connect);
  send({
    type: 'opened',
    opened: phones.filter((phone) => phone.refusedCode === undefined).length,
    refused: codesOf(phones),
    errors: phones.flatMap((phone) => phone.errors).slice(0, 5),
  });
}

function codesOf(list: Phone[]): Record<string, number> {
  const codes: Record<string, number> = {};
  for (const phone of list) {
    if (phone.refusedCode === undefined) continue;
    codes[phone.refusedCode] = (codes[phone.refusedCode] ?? 0) + 1;
  }
  return codes;
}

/**
 * Every phone drops its socket at a random moment within `seconds` and connects again at once,
 * subscribing anew; the report waits until every phone has its room again or was refused.
 */
async function storm(seconds: number, waitMs: number) {
  for (const phone of phones) {
    phone.refusedCode = undefined;
    phone.errors = [];
  }
  const reconnected = phones.map(
    (phone) =>
      new Promise<void>((resolve) => {
        setTimeout(
          () => {
            void phone.client?.dispose();
            phone.connection = 2;
            void connect(phone).then(resolve);
          },
          Math.random() * seconds * 1000,
        );
      }),
  );
  await Promise.all(reconnected);
  const deadline = Date.now() + waitMs;
  const settled = (phone: Phone) => phone.resubscribed || phone.refusedCode !== undefined;
  while (Date.now() < deadline && !phones.every(settled)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const report: StormReport = {
    type: 'stormed',
    reconnected: phones.filter((phone) => phone.refusedCode === undefined).length,
    resubscribed: phones.filter((phone) => phone.resubscribed).length,
    refused: codesOf(phones),
    errors: phones.flatMap((phone) => phone.errors).slice(0, 5),
  };
  send(report);
}

process.on('message', (command: CrowdCommand) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'receipts') {
    send({
      type: 'receipts',
      receipts: phones.flatMap((phone) =>
        phone.receivedAt ? [[phone.plan.tournamentId, phone.receivedAt] as [number, number]] : [],
      ),
      errors: phones.flatMap((phone) => phone.errors).slice(0, 5),
      erroredSockets: phones.filter((phone) => phone.errors.length > 0).length,
    });
  } else if (command.type === 'storm') void storm(command.seconds, command.waitMs);
  else if (command.type === 'close') {
    for (const phone of phones) void phone.client?.dispose();
    setTimeout(() => process.exit(0), 200);
  }
});
send({ type: 'ready' });
