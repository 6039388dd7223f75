import { string } from 'yup';
import type { MetricsAddress } from './metrics-listener';

/** The value of a metrics-port variable that turns the metrics listener off. */
export const METRICS_OFF = 'off';

/** A metrics-port variable: a port (0 = any free one, for tests) or `off`. */
export const metricsPortSchema = (variable: string, defaultPort: number) =>
  string()
    .test(
      'port-or-off',
      `${variable} must be a port (0 to 65535) or ${METRICS_OFF}`,
      (value) =>
        value === undefined ||
        value === METRICS_OFF ||
        (/^\d{1,5}$/.test(value) && Number(value) <= 65535),
    )
    .default(String(defaultPort));

/** Where the metrics listener listens, or undefined when it is off. */
export const metricsAddressOf = (port: string, host: string): MetricsAddress | undefined =>
  port === METRICS_OFF ? undefined : { port: Number(port), host };

/**
 * The metrics listener cannot share the public port; caught with the other configuration
 * problems rather than as an address in use at start. 0 (a free port) never clashes.
 */
export const metricsPortApart = (metricsPort: string | undefined, port: number | undefined) =>
  metricsPort === undefined ||
  metricsPort === METRICS_OFF ||
  Number(metricsPort) === 0 ||
  Number(metricsPort) !== port;
