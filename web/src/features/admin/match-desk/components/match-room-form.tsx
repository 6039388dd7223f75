import { Form, Formik } from 'formik';
import { useId, useRef, useState } from 'react';
import { defaultReleaseAt, matchRoomLabel } from '#common/match-schedule';
import { roomFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-date-time';
import { toast } from '../../../../lib/toast/toast';
import { usePublishMatchRoom } from '../api/use-publish-match-room';
import { RELEASE_AT_INVALID, RELEASE_LEAD_MINUTES } from '../utils/release-at';

type Values = { roomId: string; password: string; releaseAt: string };

const FIELDS = ['roomId', 'password', 'releaseAt'] as const;

export interface PublishedRoom {
  roomId: string;
  password: string;
  releaseAt: string;
  releasedAt?: string | null;
}

const validateReleaseAt = ({ releaseAt }: Values) =>
  releaseAt.trim() && !fromLocalInput(releaseAt) ? { releaseAt: RELEASE_AT_INVALID } : {};

/**
 * One match's room: published here with the time the squads get it (by default 7 minutes before
 * that match starts), or released now; a change after the release reaches every member at once.
 */
export function MatchRoomForm({
  tournamentId,
  matchNumber,
  startsAt,
  room,
}: {
  tournamentId: string;
  matchNumber: number;
  startsAt: string;
  room: PublishedRoom | null;
}) {
  const hintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const releaseNow = useRef(false);
  const publish = usePublishMatchRoom(tournamentId, matchNumber);
  const label = matchRoomLabel(matchNumber);

  return (
    <Formik<Values>
      initialValues={{
        roomId: room?.roomId ?? '',
        password: room?.password ?? '',
        releaseAt: toLocalInput(
          room?.releaseAt ?? defaultReleaseAt(new Date(startsAt)).toISOString(),
        ),
      }}
      enableReinitialize
      validationSchema={roomFormSchema}
      validate={validateReleaseAt}
      onSubmit={async (values, formik) => {
        setFailure(null);
        const { roomId, password } = roomFormSchema.cast(values);
        const releaseAt = releaseNow.current
          ? new Date().toISOString()
          : fromLocalInput(values.releaseAt);
        releaseNow.current = false;
        const outcome = await publish({ roomId, password, releaseAt });
        if (outcome.ok) {
          toast.success(outcome.message || `${label} published`);
          return;
        }
        setFailure(applyPayloadErrors(formik, outcome.errors, FIELDS) || outcome.message);
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <Form className="form match-room-form" noValidate aria-label={label}>
          <TextField name="roomId" label="Room ID" autoComplete="off" inputMode="numeric" />
          <TextField name="password" label="Room password" autoComplete="off" />
          <TextField
            name="releaseAt"
            label="Release at"
            type="datetime-local"
            aria-describedby={hintId}
          />
          <p id={hintId} className="console-card__meta">
            Your local time. Every member of every booked squad gets it then ({RELEASE_LEAD_MINUTES}{' '}
            minutes before the match unless you change it); a time already past releases it at once.
          </p>
          <FormError message={failure} />
          <div className="console-actions">
            <SubmitButton busy={isSubmitting} busyLabel="Publishing…">
              {room ? `Change ${label}` : `Publish ${label}`}
            </SubmitButton>
            <button
              type="button"
              className="button"
              disabled={isSubmitting}
              onClick={() => {
                releaseNow.current = true;
                void submitForm();
              }}
            >
              Release now
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
