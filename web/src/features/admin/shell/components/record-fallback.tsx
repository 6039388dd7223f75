import type { ApolloError } from '@apollo/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { thrownServerMessage } from '../../../../components/form/payload-errors';

export interface RecordRead {
  loaded: boolean;
  loading: boolean;
  error: ApolloError | undefined;
  /** The record, once read; null or undefined when there is none with that id. */
  found: unknown;
}

export interface RecordWording {
  /** "transaction", "player". */
  noun: string;
  id: string;
  back: { to: string; label: string };
}

/**
 * What a console page of one record shows instead of it: loading, a failed read, or "There is
 * no … #id" with the way back. Null once the record is there.
 */
export function recordFallback(read: RecordRead, wording: RecordWording): ReactNode | null {
  const { noun, id, back } = wording;
  if (!read.loaded && read.loading) return <Loader label={`Loading the ${noun}...`} />;
  if (!read.loaded && read.error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(read.error) ?? `Could not load the ${noun}`}
      </StatusMessage>
    );
  }
  if (read.found) return null;
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} #${id}`;
  return (
    <>
      <h1 className="console-title">{title}</h1>
      <StatusMessage>
        There is no {noun} #{id}.
      </StatusMessage>
      <Link className="console-link" to={back.to}>
        {back.label}
      </Link>
    </>
  );
}
