import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { graphqlFetcher } from './fetcher';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const DEFAULT_QUERY = `# The tournaments of the list screen. Send a player's token from the Headers tab:
# { "Authorization": "Bearer <token>" }
query Tournaments {
  tournaments {
    id
    kind
    name
    status
    entryFee { formatted }
    slotsAvailable
  }
}
`;

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={graphqlFetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
