/** Reads Prometheus's text exposition format back, so tests check samples, not line layout. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL_PAIR = /(\w+)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));

export function parsePrometheusText(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL_PAIR)) {
      labels[key!] = unescape(value!);
    }
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The samples named `name` whose labels include every one of `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The value of the one sample named `name` with exactly these labels; undefined when absent. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samplesOf(samples, name, labels).filter(
    (sample) => Object.keys(sample.labels).length === Object.keys(labels).length,
  );
  if (found.length > 1) throw new Error(`${name} has ${found.length} samples with these labels`);
  return found[0]?.value;
}

/** Scrapes a metrics listener: its samples, after checking it answers in Prometheus's format. */
export async function scrape(url: string): Promise<{ text: string; samples: Sample[] }> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain; version=0.0.4')) throw new Error(`${url} sent ${type}`);
  const text = await response.text();
  return { text, samples: parsePrometheusText(text) };
}
