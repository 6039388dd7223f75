import { type InferType, object, string } from 'yup';
import { profileUpdateSchema } from '#common/validation/profile';

/**
 * The Edit Profile form's rules (SPEC §5). The profile read answers `bio: null` when there is
 * none, so a client that sends that value back unchanged means "no bio", not a mistake.
 */
export const profileUpdateRequestSchema = profileUpdateSchema.transform((value: unknown) =>
  typeof value === 'object' && value !== null && (value as { bio?: unknown }).bio === null
    ? { ...value, bio: '' }
    : value,
);
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;

/** Any string: a malformed picture id is answered like an unknown one, 404. */
export const pictureParamsSchema = object({ id: string().required('Picture not found') });
export type PictureParams = InferType<typeof pictureParamsSchema>;
