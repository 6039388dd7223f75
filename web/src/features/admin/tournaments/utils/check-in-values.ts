import { ValidationError, object } from 'yup';
import { CHECKIN_DEFAULT } from '#common/check-in';
import { checkinClosesField, checkinOpensField } from '#common/validation/check-in';

/**
 * The check-in window's two fields as the form holds them: text, both empty when the
 * tournament has no check-in. Checked by the shared rule the backend applies.
 */
export interface CheckInFormValues {
  checkInOpensMinutes: string;
  checkInClosesMinutes: string;
}

export const NO_CHECK_IN: CheckInFormValues = { checkInOpensMinutes: '', checkInClosesMinutes: '' };

export const DEFAULT_CHECK_IN: CheckInFormValues = {
  checkInOpensMinutes: String(CHECKIN_DEFAULT.opensMinutes),
  checkInClosesMinutes: String(CHECKIN_DEFAULT.closesMinutes),
};

/** A field's number, or null when empty (no check-in). */
export const minutesOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim());

export function checkInFormValuesOf(window: {
  opensMinutes: number | null;
  closesMinutes: number | null;
}): CheckInFormValues {
  return {
    checkInOpensMinutes: window.opensMinutes === null ? '' : String(window.opensMinutes),
    checkInClosesMinutes: window.closesMinutes === null ? '' : String(window.closesMinutes),
  };
}

const schema = object({
  checkinOpensMinutes: checkinOpensField(),
  checkinClosesMinutes: checkinClosesField(),
});
const FORM_FIELD_OF: Record<string, keyof CheckInFormValues> = {
  checkinOpensMinutes: 'checkInOpensMinutes',
  checkinClosesMinutes: 'checkInClosesMinutes',
};

/** The shared rule's messages, on the form's own field names. */
export function validateCheckIn(values: CheckInFormValues): Partial<CheckInFormValues> {
  try {
    schema.validateSync(
      {
        checkinOpensMinutes: minutesOf(values.checkInOpensMinutes),
        checkinClosesMinutes: minutesOf(values.checkInClosesMinutes),
      },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<CheckInFormValues> = {};
    for (const inner of error.inner) {
      const field = FORM_FIELD_OF[inner.path ?? ''];
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}
