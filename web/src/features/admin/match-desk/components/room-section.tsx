import { Form, Formik } from 'formik';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { roomFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { usePublishRoom } from '../api/use-publish-room';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-date-time';
import { RELEASE_AT_INVALID, RELEASE_LEAD_MINUTES, defaultReleaseAt } from '../utils/release-at';
import { CurrentRoom, type Room } from './current-room';

type Values = { roomId: string; password: string; releaseAt: string };

const FIELDS = ['roomId', 'password', 'releaseAt'] as const;

const validateReleaseAt = ({ releaseAt }: Values) =>
  releaseAt.trim() && !fromLocalInput(releaseAt) ? { releaseAt: RELEASE_AT_INVALID } : {};

/**
 * The room players join: shown as published (scheduled or released), and published or changed
 * here with the time players get it: by default 10 minutes before the start, or at once.
 */
export function RoomSection({
  tournamentId,
  startsAt,
  room,
}: {
  tournamentId: string;
  startsAt: string;
  room: Room | null;
}) {
  const hintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // "Release now" submits the same form with the present as the release time.
  const releaseNow = useRef(false);
  const publishRoom = usePublishRoom(tournamentId);

  return (
    <div className="console-card">
      <CurrentRoom room={room} />
      <Formik<Values>
        initialValues={{
          roomId: room?.roomId ?? '',
          password: room?.password ?? '',
          releaseAt: toLocalInput(room?.releaseAt ?? defaultReleaseAt(startsAt)),
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
          const outcome = await publishRoom({ roomId, password, releaseAt });
          if (outcome.ok) {
            toast.success(outcome.message || 'Room published');
            return;
          }
          const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
          setFailure(unplaced || outcome.message);
        }}
      >
        {({ isSubmitting, submitForm }) => (
          <Form className="form" noValidate aria-label="Room">
            <TextField name="roomId" label="Room ID" autoComplete="off" inputMode="numeric" />
            <TextField name="password" label="Room password" autoComplete="off" />
            <TextField
              name="releaseAt"
              label="Release at"
              type="datetime-local"
              aria-describedby={hintId}
            />
            <p id={hintId} className="console-card__meta">
              Your local time. Players get the room then ({RELEASE_LEAD_MINUTES} minutes before the
              start unless you change it); a time already past releases it at once.
            </p>
            <FormError message={failure} />
            <div className="console-actions">
              <SubmitButton busy={isSubmitting} busyLabel="Publishing…">
                {room ? 'Change room' : 'Publish room'}
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
    </div>
  );
}
