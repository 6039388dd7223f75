import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { uploadPicture } from '../api/upload-picture';

/**
 * The profile picture with a change button: the chosen file shows at once (a local preview),
 * then uploads; SPEC §8 says an upload failure is only logged, so the preview stays either way.
 */
export function PictureWidget({
  pictureUrl,
  username,
  onUploaded,
}: {
  pictureUrl: string | null | undefined;
  username: string;
  onUploaded?: () => void;
}) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // A preview URL holds the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    try {
      await uploadPicture(file);
      onUploaded?.();
    } catch (error) {
      console.error('Profile picture upload failed:', error);
    }
  }

  const shown = preview ?? pictureUrl;
  return (
    <div className="picture-widget">
      {shown ? (
        <img className="picture-widget__image" src={shown} alt={`${username}'s profile picture`} />
      ) : (
        <span className="picture-widget__image picture-widget__initial" aria-hidden="true">
          {username.charAt(0).toUpperCase()}
        </span>
      )}
      <label htmlFor={inputId} className="button button--ghost picture-widget__change">
        Change picture
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        onChange={(event) => void choose(event)}
      />
    </div>
  );
}
