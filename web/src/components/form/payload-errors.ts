import type { FormikErrors, FormikHelpers } from 'formik';

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
 * What a failed mutation's banner says: a message that belongs to no field, else the
 * platform's message, else `fallback` (SPEC §8: server message, else the screen's text). Null
 * when every error was shown on its field instead.
 */
export function payloadFailureMessage<Values extends object>(
  formik: FormikLike<Values>,
  payload: { errors: readonly PayloadError[]; message?: string | null },
  fallback: string,
  fields?: readonly (keyof Values & string)[],
): string | null {
  const formMessage = applyPayloadErrors(formik, payload.errors, fields);
  if (formMessage) return formMessage;
  if (payload.errors.length > 0) return null;
  return payload.message || fallback;
}

/**
 * The message of a request that threw: the gateway's GraphQL error message when there is one,
 * else `fallback` (a network failure's own text is not the server's message).
 */
export function thrownMessage(error: unknown, fallback: string): string {
  const graphQLErrors = (error as { graphQLErrors?: readonly { message?: string }[] } | null)
    ?.graphQLErrors;
  return graphQLErrors?.find((entry) => entry.message)?.message ?? fallback;
}
