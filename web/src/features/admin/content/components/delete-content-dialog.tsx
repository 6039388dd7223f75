import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { ConfirmDialog } from '../../shell/public';
import { useDeleteContent } from '../api/use-delete-content';
import { type ContentItem, type ContentKind, NOUN } from '../utils/content-items';

/** Deleting takes the item off the site at once: asked once more, by name. */
export function DeleteContentDialog({
  kind,
  item,
  onClose,
}: {
  kind: ContentKind;
  item: ContentItem;
  onClose: () => void;
}) {
  const deleteContent = useDeleteContent(kind);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noun = NOUN[kind];

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await deleteContent(item.id);
    setBusy(false);
    if (outcome.ok) {
      toast.success(`Deleted “${item.title}”`);
      onClose();
    } else {
      setError(outcome.message);
    }
  };

  return (
    <ConfirmDialog
      title={`Delete ${noun}`}
      confirmLabel={`Delete ${noun}`}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>
        Delete “{item.title}”? It leaves the site at once{kind === 'blogs' ? '' : ' and the shop'}.
      </p>
    </ConfirmDialog>
  );
}
