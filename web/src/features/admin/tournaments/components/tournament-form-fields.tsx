import { useField } from 'formik';
import { type ChangeEvent, useId, useState } from 'react';
import { isHttpLink, isSitePath } from '#common/validation';
import { TextField } from '../../../../components/form/text-field';
import { formatUtcDateTime } from '../../../../lib/format-date';
import { uploadBanner } from '../api/upload-banner';
import { toIso } from '../../../../lib/local-date-time';

/** A date and time in the organiser's own zone, with the instant as players will read it. */
export function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field] = useField<string>(name);
  const readable = field.value && !Number.isNaN(Date.parse(field.value));
  return (
    <div className="form-field">
      <TextField name={name} label={label} type="datetime-local" />
      {readable && (
        <p className="tournament-form__hint">Players see {formatUtcDateTime(toIso(field.value))}</p>
      )}
    </div>
  );
}

const previewable = (link: string) => Boolean(link) && (isHttpLink(link) || isSitePath(link));

/**
 * The banner: a link typed in, or an image uploaded (its stored address then fills the link),
 * with a preview of what players will see.
 */
export function BannerField() {
  const [field, , helpers] = useField<string>('bannerUrl');
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const url = await uploadBanner(file);
      await helpers.setValue(url);
      await helpers.setTouched(true);
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUploading(false);
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  }

  const link = field.value.trim();
  return (
    <div className="banner-field form-field">
      <TextField
        name="bannerUrl"
        label="Banner link"
        placeholder="https://… or upload an image"
        inputMode="url"
        autoComplete="off"
      />
      <div className="banner-field__upload">
        <label htmlFor={inputId} className="button" aria-busy={uploading}>
          {uploading ? 'Uploading banner…' : 'Upload banner'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
      </div>
      <p className="tournament-form__hint">PNG, JPEG or WebP, up to 2 MB; 16:9 looks best.</p>
      {uploadError && (
        <p className="form-field__error" role="alert">
          {uploadError}
        </p>
      )}
      {previewable(link) && (
        <img className="banner-field__preview" src={link} alt="Banner preview" />
      )}
    </div>
  );
}
