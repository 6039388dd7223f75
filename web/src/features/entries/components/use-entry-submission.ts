import type { FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { useNavigate } from 'react-router';
import { DELAYS_MS } from '#common/constants';
import {
  type PayloadError,
  applyPayloadErrors,
  payloadFailureMessage,
  thrownServerMessage,
} from '../../../components/form/payload-errors';
import { ENTRY_FALLBACK, ENTRY_SUCCESS } from '../utils/entry-texts';

export interface EntryAnswer {
  errors: readonly PayloadError[];
  message?: string | null;
}

/**
 * What the three booking forms do with an answer (SPEC §2, §8): on success the shared toast and,
 * after the §9 delay, the tournament's page; on failure the errors on their fields and the
 * server's message (else the fallback) as a toast and inline.
 */
export function useEntrySubmission<Values extends object>(
  fields: readonly (keyof Values & string)[],
  redirectTo: string,
) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Once booked the form stays disabled until the redirect: a second submit would pay twice.
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (message: string) => {
    setFailure(message);
    toast.error(message);
  };

  async function submit<A extends EntryAnswer>(
    formik: FormikHelpers<Values>,
    send: () => Promise<A | null | undefined>,
  ): Promise<A | null> {
    setFailure(null);
    try {
      const answer = await send();
      if (answer && answer.errors.length === 0) {
        setSucceeded(true);
        toast.success(ENTRY_SUCCESS);
        timer.current = setTimeout(() => void navigate(redirectTo), DELAYS_MS.afterBooking);
        return answer;
      }
      const unplaced = answer ? applyPayloadErrors(formik, answer.errors, fields) : null;
      fail((answer && payloadFailureMessage(answer, unplaced)) ?? ENTRY_FALLBACK);
    } catch (error) {
      fail(thrownServerMessage(error) ?? ENTRY_FALLBACK);
    }
    return null;
  }

  return { submit, failure, succeeded };
}
