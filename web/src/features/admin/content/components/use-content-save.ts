import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { type OrganiserPayload, sendOrganiserChange } from '../../shell/utils/organiser-change';

const FAILED = 'Nothing was saved. Try again.';

/**
 * Saving a blog or product form: success says so and moves on; a refusal puts each error on
 * the field it names and the rest in the form's banner.
 */
export function useContentSave<Values extends object>(fields: readonly (keyof Values & string)[]) {
  const [failure, setFailure] = useState<string | null>(null);

  async function save(
    formik: FormikHelpers<Values>,
    send: () => Promise<OrganiserPayload | null | undefined>,
    success: string,
    then: () => void,
  ): Promise<void> {
    setFailure(null);
    const outcome = await sendOrganiserChange(send, FAILED);
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
