/**
 * The WebSocket address of the gateway's `/graphql`: the same place as the HTTP endpoint, with
 * ws:// beside http:// and wss:// beside https:// (a page served over TLS may not open a plain
 * socket). A relative endpoint is read against the page's own address.
 */
export function liveUrlOf(httpUrl: string, page: string | URL): string {
  const url = new URL(httpUrl, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
