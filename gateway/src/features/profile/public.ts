/**
 * What the profile feature offers its neighbours: the pictures' addresses, both ways (the
 * upstream's picture route as the browser's, and an uploaded picture's address as its id).
 */
export { pictureIdOfUrl, pictureUrlOf } from './profile-mappers';

/** The viewer read afresh after a change of theirs (null when the read fails). */
export { rereadViewer } from './viewer-reads';
