import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type ClientOptions, createClient } from 'graphql-ws';

/**
 * The graphql-ws client and Apollo's link over it. live-connection.ts imports this module when
 * the first subscription starts: most visits subscribe to nothing, and these are 3.5 KB gzipped
 * off every page's start (docs/decisions/026).
 */
export function openSocketLink(options: ClientOptions) {
  const client = createClient(options);
  return { client, link: new GraphQLWsLink(client) };
}
