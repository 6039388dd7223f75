import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { Loader } from '../../../components/loader/loader';
import { PATHS } from '../../../lib/paths';
import { useLogoutAllDevicesMutation, useLogoutMutation } from '../../../generated/profile';
import { forgetPlayerData } from '../../../lib/offline/forget-player-data';
import { clearSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PictureWidget } from './picture-widget';
import { useViewerProfile } from './use-viewer-profile';
import './profile.css';

export const NO_BIO = 'No bio available.';
/** Squads need the in-game name: the profile says where to add it. */
export const NO_FREE_FIRE = 'Add your Free Fire UID and in-game name in Edit Profile.';
export const ALL_DEVICES_FAILED =
  'Could not log out of all devices. Check your connection and try again.';

/** The profile menu of SPEC §2, plus My tournaments (whose route the spec leaves open). */
const MENU: readonly [label: string, to: string | null][] = [
  ['My tournaments', PATHS.myTournaments],
  ['History', PATHS.history],
  // The spec's Orders entry is a placeholder: it leads nowhere yet.
  ['Orders', null],
  ['Contact Us', PATHS.contact],
  ["FAQ's", PATHS.faqs],
  ['Terms and Conditions', PATHS.termsAndConditions],
  ['Privacy Policy', PATHS.privacyPolicy],
  ['Refund Policy', PATHS.refundPolicy],
  ['About Us', PATHS.aboutUs],
];

/** /profile: picture, name, id, bio, stats, the account menu, Logout and its all-devices kin. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const navigate = useNavigate();
  const { viewer, refetch } = useViewerProfile();

  const [endSession] = useLogoutMutation();
  const [endEverySession, { loading: endingAll }] = useLogoutAllDevicesMutation();
  const [allDevicesError, setAllDevicesError] = useState<string | null>(null);

  async function forgetSession() {
    // SPEC §2: Logout clears local storage, not only the session keys.
    clearSession();
    await forgetPlayerData();
    try {
      window.localStorage.clear();
    } catch {
      // Storage unavailable: the session keys were already dropped with it.
    }
    void navigate(PATHS.login);
  }

  async function logout() {
    // The platform ends this device's token first (while it is still sent); the app forgets
    // its session whatever the answer, offline included.
    await endSession().catch(() => undefined);
    await forgetSession();
  }

  async function logoutAllDevices() {
    setAllDevicesError(null);
    // Unlike Logout, a failure keeps the player here: the other devices are still signed in,
    // and only another try can end them.
    try {
      const { data } = await endEverySession();
      const refused = data?.logoutAllDevices.errors[0];
      if (refused) {
        setAllDevicesError(refused.message);
        return;
      }
    } catch {
      setAllDevicesError(ALL_DEVICES_FAILED);
      return;
    }
    await forgetSession();
  }

  if (!viewer) return <Loader label="Loading profile..." />;
  return (
    <div className="page profile">
      <div className="profile__header">
        <PictureWidget
          pictureUrl={viewer.pictureUrl}
          username={viewer.username}
          onUploaded={() => void refetch()}
        />
        <h1 className="profile__name">{viewer.username}</h1>
        <p className="muted">{viewer.displayId}</p>
        <p>{viewer.bio || NO_BIO}</p>
        <p className="profile__free-fire">
          {viewer.ffIgn || viewer.ffUid
            ? `Free Fire: ${viewer.ffIgn ?? 'no in-game name'} · UID ${viewer.ffUid ?? 'not given'}`
            : NO_FREE_FIRE}
        </p>
      </div>
      <dl className="profile__stats">
        <div>
          <dt>Games</dt>
          <dd>{viewer.stats.tournamentsPlayed}</dd>
        </div>
        <div>
          <dt>Wins</dt>
          <dd>{viewer.stats.wins}</dd>
        </div>
        <div>
          <dt>Kills</dt>
          <dd>{viewer.stats.kills}</dd>
        </div>
      </dl>
      <div className="profile__actions">
        <Link to={PATHS.profileEdit} className="button button--primary">
          Edit Profile
        </Link>
        <Link to={PATHS.wallet} className="button">
          Wallet
        </Link>
      </div>
      <nav aria-label="Account">
        <ul className="profile__menu">
          {MENU.map(([label, to]) => (
            <li key={label}>
              {to ? (
                <Link to={to}>{label}</Link>
              ) : (
                <button type="button" aria-disabled="true">
                  {label}
                </button>
              )}
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logout()}>
              Logout
            </button>
          </li>
          <li>
            <button type="button" disabled={endingAll} onClick={() => void logoutAllDevices()}>
              Log out of all devices
            </button>
          </li>
        </ul>
      </nav>
      <FormError message={allDevicesError} />
    </div>
  );
}
