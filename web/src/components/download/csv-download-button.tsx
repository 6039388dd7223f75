import { useState } from 'react';
import { DownloadError, downloadCsv } from '../../lib/download-csv';
import { FormError } from '../form/form-error';

/** Saves a CSV as the gateway names it (else `fileName`); a refusal is shown beside the button. */
export function CsvDownloadButton({
  url,
  fileName,
  label,
  busyLabel,
  className,
}: {
  url: string;
  fileName: string;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadCsv(url, fileName);
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? busyLabel : label}
      </button>
      <FormError message={failure} />
    </div>
  );
}
