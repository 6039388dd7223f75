/** Where a program listens: a host and port, or a Unix socket (a cluster copy, decision 055). */
export interface ListenAddress {
  port: number;
  host: string;
  socketPath: string | undefined;
}

export function listenOptionsOf(address: ListenAddress) {
  if (!address.socketPath) return { port: address.port, host: address.host };
  // nginx's workers run as another account; any local account may connect, as any may to a
  // loopback port, which is what the socket replaces.
  return { path: address.socketPath, readableAll: true, writableAll: true };
}
