import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';

/**
 * What an answer's `Cache-Control` says, from the schema's `@cacheControl` hints. Only an answer
 * made of public fields alone, without errors, may be kept by a browser or a CDN (`public,
 * max-age=N`): a persisted query's GET of the tournament list is served by the CDN. Anything
 * else says `no-store`, including an answer with a viewer's field: a browser keys its cache by
 * URL, not by token, so a visitor's answer kept there would be shown again after a login (the
 * gateway's own cache keeps visitors' answers apart, see public-read-cache.ts). A header set
 * before (Apollo's, for an unknown persisted query) is left as it is.
 */
export function httpCachePolicy(): ApolloServerPlugin[] {
  const headers: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse({ response, overallCachePolicy }) {
          if (response.http.headers.has('cache-control')) return;
          const policy = overallCachePolicy.policyIfCacheable();
          const clean = response.body.kind === 'single' && !response.body.singleResult.errors;
          response.http.headers.set(
            'cache-control',
            clean && policy?.scope === 'PUBLIC' ? `public, max-age=${policy.maxAge}` : 'no-store',
          );
        },
      };
    },
  };
  // Apollo's plugin still works out each answer's policy; the header is ours.
  return [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), headers];
}
