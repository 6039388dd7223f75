import { copyToClipboard } from '../../lib/clipboard';
import { CopyIcon } from '../icons/icons';
import './copy-button.css';

/** An icon button that copies `value`; `label` names it for screen readers ("Copy Room ID"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={label}
      onClick={() => void copyToClipboard(value)}
    >
      <CopyIcon />
    </button>
  );
}
