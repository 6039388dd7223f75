import type { FormikHelpers } from 'formik';
import {
  type PayloadError,
  formFailureMessage,
  thrownServerMessage,
} from '../../../components/form/payload-errors';
import { toast } from '../../../lib/toast/toast';

/** What every squad change answers (SquadPayload). */
export interface SquadAnswer {
  errors: readonly PayloadError[];
  message?: string | null;
}

export const SQUAD_FALLBACK = 'Something went wrong. Please try again.';

/**
 * A button's change (accept, decline, cancel, leave, remove): the platform's sentence as a
 * toast either way; true when it happened.
 */
export async function runSquadChange(
  send: () => Promise<SquadAnswer | null | undefined>,
): Promise<boolean> {
  try {
    const answer = await send();
    if (answer && answer.errors.length === 0) {
      toast.success(answer.message ?? 'Done');
      return true;
    }
    toast.error(answer?.errors[0]?.message ?? answer?.message ?? SQUAD_FALLBACK);
  } catch (error) {
    toast.error(thrownServerMessage(error) ?? SQUAD_FALLBACK);
  }
  return false;
}

/**
 * A form's change (invite, join by code): errors on their fields, the rest in the banner;
 * null on success (with its toast), else the banner's message.
 */
export async function submitSquadForm<Values extends object>(
  formik: FormikHelpers<Values>,
  fields: readonly (keyof Values & string)[],
  send: () => Promise<SquadAnswer | null | undefined>,
): Promise<{ ok: boolean; banner: string | null }> {
  try {
    const answer = await send();
    if (answer && answer.errors.length === 0) {
      toast.success(answer.message ?? 'Done');
      return { ok: true, banner: null };
    }
    const payload = answer ?? { errors: [], message: null };
    return { ok: false, banner: formFailureMessage(formik, payload, SQUAD_FALLBACK, fields) };
  } catch (error) {
    return { ok: false, banner: thrownServerMessage(error) ?? SQUAD_FALLBACK };
  }
}
