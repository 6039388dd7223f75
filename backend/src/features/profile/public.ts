// What the profile feature offers the rest of the backend.
export { PICTURE_MESSAGES, PictureRejectedError } from './picture-rules';
export type { ProfileService } from './profile-service';
