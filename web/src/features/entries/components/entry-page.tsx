import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../auth/public';

/** The frame of the three entry forms: logged-in players only, titled like the form. */
export function EntryPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <RequireAuth>
      <div className="page">
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </RequireAuth>
  );
}

/** The squad's WhatsApp number, asked by Book Slot and Create Team alike. */
export function WhatsappNumberField() {
  return (
    <TextField
      name="whatsappNumber"
      label="WhatsApp Number"
      inputMode="numeric"
      autoComplete="tel-national"
    />
  );
}
