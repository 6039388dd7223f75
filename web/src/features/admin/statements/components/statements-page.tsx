import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StatementMapping } from '#common/validation/statements';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useStatementsQuery } from '../../../../generated/admin';
import { adminStatementPath } from '../../../../lib/paths';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { uploadStatement } from '../api/upload-statement';
import { STATEMENT_TEXTS } from '../utils/statement-texts';
import { ColumnMappingForm } from './column-mapping-form';
import './statements.css';

function ImportedStatements() {
  const { data, loading, error } = useStatementsQuery({ fetchPolicy: 'cache-and-network' });
  const statements = data?.admin.statements;
  if (!statements && loading) return <Loader label={STATEMENT_TEXTS.loading} />;
  if (!statements) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? STATEMENT_TEXTS.loadFailed}
      </StatusMessage>
    );
  }
  if (!statements.length) return <StatusMessage>{STATEMENT_TEXTS.noneImported}</StatusMessage>;
  return (
    <ul className="console-cards statements-list">
      {statements.map((statement) => (
        <li key={statement.id} className="console-card">
          <Link className="console-link" to={adminStatementPath(statement.id)}>
            {statement.fileName}
          </Link>
          <p className="console-card__meta">
            {statement.source} · {statement.firstDate ?? '—'} to {statement.lastDate ?? '—'} ·{' '}
            {statement.creditCount} credits, {statement.matchedCount} matched
          </p>
          <p className="console-card__meta">
            Imported by {statement.importedBy}, <ConsoleTime iso={statement.importedAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /admin/money/statements: upload a statement (mapping its columns once), and the imports. */
export function StatementsPage() {
  useDocumentTitle(STATEMENT_TEXTS.title);
  const navigate = useNavigate();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [columns, setColumns] = useState<string[]>([]);

  const send = async (mapping?: StatementMapping) => {
    if (!file) {
      setFailure(STATEMENT_TEXTS.chooseFile);
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await uploadStatement(file, mapping);
    setBusy(false);
    if (outcome.ok) {
      await navigate(adminStatementPath(outcome.statementId));
      return;
    }
    setFailure(outcome.message);
    setColumns(outcome.columns);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <>
      <h1 className="console-title">{STATEMENT_TEXTS.title}</h1>
      <MoneyNav />
      <p className="console-card__meta">{STATEMENT_TEXTS.hint}</p>
      <form className="statement-upload" onSubmit={onSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={fileId} className="form-field__label">
            {STATEMENT_TEXTS.fileLabel}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="text-input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setColumns([]);
              setFailure(null);
            }}
          />
        </div>
        <FormError message={failure} />
        <SubmitButton busy={busy && columns.length === 0} busyLabel={STATEMENT_TEXTS.uploading}>
          {STATEMENT_TEXTS.upload}
        </SubmitButton>
      </form>
      {columns.length > 0 ? <ColumnMappingForm columns={columns} onSubmit={send} /> : null}
      <section className="statements-section" aria-labelledby="statements-imported">
        <h2 id="statements-imported" className="statements-section__title">
          {STATEMENT_TEXTS.imported}
        </h2>
        <ImportedStatements />
      </section>
    </>
  );
}
