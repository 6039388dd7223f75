/**
 * Paths that belong to the API, never to the web app's history fallback. /metrics is served
 * only on the metrics port; here it is a plain 404, not the app's page (decision 014).
 */
export const API_PATHS = /^\/(graphql|api|media|playground|healthz|readyz|metrics)(\/|$|\?)/;
