import { type InferType, object } from 'yup';
import { dateOfBirthField, nameOnPanField, panField } from '#common/validation/tax-details';

/** The player's tax details form (the same rules as the web's). */
export const panBodySchema = object({
  pan: panField().meta({
    description: 'The PAN, like ABCDE1234F (spaces dropped, upper-cased before the check)',
  }),
  nameOnPan: nameOnPanField().meta({ description: 'The name as printed on the PAN card' }),
});
export type PanInput = InferType<typeof panBodySchema>;

export const dateOfBirthBodySchema = object({
  dateOfBirth: dateOfBirthField().meta({
    description: 'YYYY-MM-DD; not in the future, 16 or older today (India time); set once',
  }),
});
export type DateOfBirthInput = InferType<typeof dateOfBirthBodySchema>;
