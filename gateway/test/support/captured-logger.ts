import { Writable } from 'node:stream';
import { type Level, pino } from 'pino';

/** One line the gateway logged, as pino writes it (level 50 is error, 40 warn, 30 info). */
export type LogLine = Record<string, unknown> & {
  level: number;
  msg?: string;
  reqId?: string;
  res?: { statusCode?: number };
};

export const ERROR_LEVEL = 50;

/** A pino logger whose JSON lines the test can read, so it can say at which level a thing was logged. */
export function capturedLogger(level: Level = 'info') {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { logger: pino({ level }, destination), lines };
}
