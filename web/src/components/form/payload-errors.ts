import type { FormikErrors, FormikHelpers } from 'formik';
import { errorsOfThrown } from '../../lib/graphql-errors';

/** A mutation payload's error, as every payload of the schema carries them. */
export interface PayloadError {
  field?: string | null;
  code: string;
  message: string;
}

type FormikLike<Values> = Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'> & {
  touched?: unknown;
};

/**
 * Puts each payload error that names one of the form's fields on that field (touched, so it
 * shows) and returns the first message that belongs to no field, for the form's banner; null
 * when every error found its field.
 */
export function applyPayloadErrors<Values extends object>(
  formik: FormikLike<Values>,
  errors: readonly PayloadError[],
  fields?: readonly (keyof Values & string)[],
): string | null {
  const onFields: Record<string, string> = {};
  let formMessage: string | null = null;
  for (const error of errors) {
    const field = error.field ?? undefined;
    const known =
      field !== undefined && (!fields || fields.includes(field as keyof Values & string));
    if (known && !(field in onFields)) onFields[field] = error.message;
    else if (!known && formMessage === null) formMessage = error.message;
  }
  const names = Object.keys(onFields);
  if (names.length > 0) {
    formik.setErrors(onFields as FormikErrors<Values>);
    void formik.setTouched(
      Object.fromEntries(names.map((name) => [name, true])) as Parameters<
        FormikHelpers<Values>['setTouched']
      >[0],
      false,
    );
  }
  return formMessage;
}

/**
 * A failed payload's message (SPEC §8: the platform's own words before any fallback text): the
 * error that found no field (`unplaced`, from applyPayloadErrors), the payload's message, then
 * any error's message; null when there is none, so the caller's fallback text shows.
 */
export function payloadFailureMessage(
  payload: { errors: readonly PayloadError[]; message?: string | null },
  unplaced: string | null,
): string | null {
  // An empty text is no message: the caller's fallback says more than a blank toast.
  return (
    unplaced || payload.message || payload.errors.find((error) => error.message)?.message || null
  );
}

/**
 * What a Formik form's banner says after a refusal: the errors go on their fields, and the
 * banner shows payloadFailureMessage, else `fallback`. Null when every error was shown on its
 * field instead, so the form does not say the same thing twice.
 */
export function formFailureMessage<Values extends object>(
  formik: FormikLike<Values>,
  payload: { errors: readonly PayloadError[]; message?: string | null },
  fallback: string,
  fields?: readonly (keyof Values & string)[],
): string | null {
  const unplaced = applyPayloadErrors(formik, payload.errors, fields);
  if (!unplaced && payload.errors.length > 0) return null;
  return payloadFailureMessage(payload, unplaced) ?? fallback;
}

/**
 * The gateway's message for a request that threw: its GraphQL error (also inside a non-2xx
 * answer), or null for a network failure, whose technical text no player should read.
 */
export function thrownServerMessage(error: unknown): string | null {
  return errorsOfThrown(error).find((item) => item.message)?.message ?? null;
}
