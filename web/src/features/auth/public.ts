// The gate a player's page stands behind: it sends a visitor without a session to log in.
export { RequireAuth } from './components/require-auth';
