import { object, string } from 'yup';
import { BIO_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants';
import { TEN_DIGITS, requiredText } from './fields';
import { ffIgnField, ffUidField } from './free-fire';

export const profileUpdateSchema = object({
  username: requiredText('Username is required', TEXT_MAX_LENGTH.username, 'Username'),
  mobile: string()
    .trim()
    .required('Mobile number is required')
    .matches(TEN_DIGITS, 'Mobile number must be 10 digits'),
  bio: string()
    .trim()
    .max(BIO_MAX_LENGTH, `Bio can't exceed ${BIO_MAX_LENGTH} characters`)
    .optional(),
  // Optional, so the SPEC's call with username, mobile and bio alone keeps working; left out
  // keeps the value, an empty one clears it.
  ffUid: ffUidField(),
  ffIgn: ffIgnField(),
});
