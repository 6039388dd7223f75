import { Form, Formik, type FormikHelpers } from 'formik';
import { toast } from '../../../lib/toast/toast';
import { profileUpdateSchema } from '#common/validation/profile';
import { applyPayloadErrors } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useUpdateProfileMutation } from '../../../generated/profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TaxDetailsSection } from '../../tax-details/public';
import { PictureWidget } from './picture-widget';
import { useViewerProfile } from './use-viewer-profile';
import './profile.css';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';

interface ProfileValues {
  username: string;
  mobile: string;
  bio: string;
  ffUid: string;
  ffIgn: string;
}

/**
 * A Free Fire field goes with the SPEC's three only when it says something: a value, or an
 * emptied one the profile had (which clears it). Untouched and empty, the call keeps its shape.
 */
const freeFireField = (value: string | undefined, had: string | null | undefined) =>
  value || (had ? '' : undefined);

/** /profile/edit (SPEC §2): picture, Username, Mobile and Bio; the outcome is a toast. */
export function EditProfilePage() {
  useDocumentTitle('Edit Profile');
  const { viewer, refetch } = useViewerProfile();
  const [updateProfile] = useUpdateProfileMutation();

  async function submit(values: ProfileValues, formik: FormikHelpers<ProfileValues>) {
    const cast = profileUpdateSchema.cast(values);
    const ffUid = freeFireField(cast.ffUid, viewer?.ffUid);
    const ffIgn = freeFireField(cast.ffIgn, viewer?.ffIgn);
    const input = {
      username: cast.username,
      mobile: cast.mobile,
      bio: cast.bio,
      ...(ffUid === undefined ? {} : { ffUid }),
      ...(ffIgn === undefined ? {} : { ffIgn }),
    };
    try {
      const { data } = await updateProfile({ variables: { input } });
      const payload = data?.updateProfile;
      if (payload && payload.errors.length === 0) {
        toast.success(PROFILE_UPDATED);
        return;
      }
      // The fields at fault show their message; the toast says the change did not happen.
      if (payload)
        applyPayloadErrors(formik, payload.errors, ['username', 'mobile', 'bio', 'ffUid', 'ffIgn']);
    } catch (error) {
      console.error('Profile update failed:', error);
    }
    toast.error(PROFILE_UPDATE_FAILED);
  }

  if (!viewer) return <p className="page">Loading profile...</p>;
  const initial: ProfileValues = {
    username: viewer.username,
    mobile: viewer.mobile ?? '',
    bio: viewer.bio ?? '',
    ffUid: viewer.ffUid ?? '',
    ffIgn: viewer.ffIgn ?? '',
  };
  return (
    <div className="page profile">
      <h1 className="page__title">Edit Profile</h1>
      <PictureWidget
        pictureUrl={viewer.pictureUrl}
        username={viewer.username}
        onUploaded={() => void refetch()}
      />
      <Formik initialValues={initial} validationSchema={profileUpdateSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <TextField name="username" label="Username" autoComplete="username" />
            <TextField
              name="mobile"
              label="Mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
            />
            <TextField name="bio" label="Bio" rows={3} />
            <TextField
              name="ffUid"
              label="Free Fire UID"
              inputMode="numeric"
              aria-describedby="ff-uid-hint"
            />
            <p id="ff-uid-hint" className="profile__hint">
              The number under your avatar in Free Fire. Only your squad&apos;s teammates and
              organisers see it.
            </p>
            <TextField name="ffIgn" label="Free Fire in-game name" autoComplete="nickname" />
            <SubmitButton busy={isSubmitting} busyLabel="Updating...">
              Update Profile
            </SubmitButton>
          </Form>
        )}
      </Formik>
      <TaxDetailsSection />
    </div>
  );
}
