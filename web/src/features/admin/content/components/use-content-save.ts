import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import type { ChangeOutcome } from '../../../../components/form/change-outcome';

/**
 * Saving a blog or product form: success says so and moves on; a refusal puts each error on
 * the field it names and the rest in the form's banner.
 */
export function useContentSave<Values extends object>(fields: readonly (keyof Values & string)[]) {
  const [failure, setFailure] = useState<string | null>(null);

  async function save(
    formik: FormikHelpers<Values>,
    send: () => Promise<ChangeOutcome>,
    success: string,
    then: () => void,
  ): Promise<void> {
    setFailure(null);
    const outcome = await send();
    if (outcome.ok) {
      toast.success(success);
      then();
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, fields);
    setFailure(outcome.errors.length > 0 ? unplaced : outcome.message);
  }

  return { save, failure };
}
