/** Where a program listens: a host and port, or a Unix socket (a cluster copy, decision 055). */
export interface ListenAddress {
  port: number;
  host: string;
  socketPath: string | undefined;
}

/**
 * Connections the kernel holds for the program while its event loop is busy (Node's default is
 * 511). nginx opens one per request, so at a room release, while a gateway pushes to thousands
 * of sockets, a short queue overflows and nginx answers 502; the kernel caps it at somaxconn.
 */
const BACKLOG = 4096;

export function listenOptionsOf(address: ListenAddress) {
  if (!address.socketPath) return { port: address.port, host: address.host, backlog: BACKLOG };
  // nginx's workers run as another account; any local account may connect, as any may to a
  // loopback port, which is what the socket replaces.
  return { path: address.socketPath, readableAll: true, writableAll: true, backlog: BACKLOG };
}
