import { onTestFinished } from 'vitest';

/**
 * The files a page saves during the test, by name in order: each download link it clicks
 * (lib/download-csv.ts). The click goes no further, so jsdom does not try to navigate.
 */
export function savedFiles(): string[] {
  const saved: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    if (!link.download) return;
    saved.push(link.download);
    event.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  onTestFinished(() => document.removeEventListener('click', onClick, true));
  return saved;
}
