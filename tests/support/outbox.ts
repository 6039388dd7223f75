import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The 6-digit code of the newest mail to `email` in a backend's dev outbox (`DATA_DIR/outbox`),
 * waited for: the mail is written just after the request that sends it answers.
 */
export async function otpFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(outbox).catch(() => [])).sort().reverse();
        for (const file of files) {
          const mail = await fs.readFile(path.join(outbox, file), 'utf8');
          if (!mail.includes(`To: ${email}\n`)) continue;
          code = /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n\n'))?.[1];
          return code;
        }
        return undefined;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
