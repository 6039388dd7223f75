import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** The gateway's metrics URL, from its `metrics listening` log line. */
export function metricsUrlOf(output: string[]): string | undefined {
  return /"metrics":"(http:[^"]+\/metrics)"/.exec(output.join(''))?.[1];
}

/** A metric without labels (a gauge or a process figure) as the gateway reports it now. */
export async function metric(metricsUrl: string, name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/**
 * A graphql-ws socket to the gateway from `address` (the gateway trusts one proxy hop, so each
 * socket plays a phone of its own), resolved once acknowledged; rejected if it closes first.
 */
export async function openLiveSocket(
  gatewayUrl: string,
  address: string,
  connectionParams?: Record<string, unknown>,
): Promise<Client> {
  const client = createClient({
    url: `${gatewayUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': address } });
      }
    },
    ...(connectionParams ? { connectionParams } : {}),
    lazy: false,
    retryAttempts: 0,
  });
  await new Promise<void>((resolve, reject) => {
    const off = client.on('connected', () => {
      off();
      resolve();
    });
    client.on('closed', (event) => reject(new Error(`socket closed: ${JSON.stringify(event)}`)));
  });
  return client;
}
