import { toast } from './toast/toast';

export const COPIED_MESSAGE = 'Copied to clipboard!';
export const COPY_FAILED_MESSAGE = 'Could not copy. Please select the text and copy it.';

/**
 * Copies text and tells the player it worked. The clipboard API needs a secure context, which
 * a phone on a LAN address or an old browser may lack: then the player is told to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(COPIED_MESSAGE);
    return true;
  } catch {
    toast.error(COPY_FAILED_MESSAGE);
    return false;
  }
}
