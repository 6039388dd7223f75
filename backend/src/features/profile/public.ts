// What the profile feature offers the rest of the backend: the address of a stored picture.
export { isPictureId, pictureUrl } from './picture-rules';
