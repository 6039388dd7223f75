import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import {
  type PayloadError,
  applyPayloadErrors,
  payloadFailureMessage,
  thrownServerMessage,
} from '../../../components/form/payload-errors';

interface WalletAnswer {
  errors: readonly PayloadError[];
  message?: string | null;
}

interface WalletSubmissionTexts {
  /** The success toast; null shows none. */
  success: (answer: WalletAnswer) => string | null;
  /** A refused request without a message of its own. */
  failed: string;
  /** A request that never got an answer from the platform. */
  thrown: string;
  /** Error codes that are not a failure of a field but have their own toast (e.g. a 208). */
  special?: Partial<Record<string, string>>;
}

/**
 * What a deposit or withdrawal does with its answer (SPEC §4, §8): success resets the form with
 * a toast; a refusal puts errors on their fields and shows the server's message (else the
 * fallback) as a toast and inline.
 */
export function useWalletSubmission<Values extends object>(
  fields: readonly (keyof Values & string)[],
  texts: WalletSubmissionTexts,
) {
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string) => {
    setFailure(message);
    toast.error(message);
  };

  async function submit(
    formik: FormikHelpers<Values>,
    send: () => Promise<WalletAnswer | null | undefined>,
  ): Promise<void> {
    setFailure(null);
    try {
      const answer = await send();
      if (answer && answer.errors.length === 0) {
        formik.resetForm();
        const message = texts.success(answer);
        if (message) toast.success(message);
        return;
      }
      const special = answer?.errors
        .map((error) => texts.special?.[error.code])
        .find((text) => text !== undefined);
      if (special) {
        toast.error(special);
        return;
      }
      const unplaced = answer ? applyPayloadErrors(formik, answer.errors, fields) : null;
      fail((answer && payloadFailureMessage(answer, unplaced)) ?? texts.failed);
    } catch (error) {
      fail(thrownServerMessage(error) ?? texts.thrown);
    }
  }

  return { submit, failure };
}
