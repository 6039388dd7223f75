import { useState } from 'react';
import type { AdminDisputeFieldsFragment, DisputeResolution } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { RESOLUTIONS, ResolveDisputeDialog } from './resolve-dispute-dialog';

const ORDER: DisputeResolution[] = ['CORRECTED', 'REFUNDED', 'REJECTED'];
const STATUS_WORDS: Record<AdminDisputeFieldsFragment['status'], string> = {
  OPEN: 'Open',
  CORRECTED: 'Corrected',
  REFUNDED: 'Refunded',
  REJECTED: 'Rejected',
};

function DisputeItem({
  dispute,
  showTournament,
}: {
  dispute: AdminDisputeFieldsFragment;
  showTournament: boolean;
}) {
  const [resolution, setResolution] = useState<DisputeResolution | null>(null);
  const where = showTournament ? `${dispute.tournamentName} · ` : '';
  return (
    <li className="dispute-item">
      <p className="dispute-item__title">
        {where}
        {dispute.teamName} · match {dispute.matchNumber} · {STATUS_WORDS[dispute.status]}
      </p>
      <p>“{dispute.reason}”</p>
      <p className="muted">
        by {dispute.openedBy}, <ConsoleTime iso={dispute.openedAt} />
        {dispute.screenshotUrl && (
          <>
            {' · '}
            <a href={dispute.screenshotUrl} target="_blank" rel="noopener noreferrer">
              Screenshot
            </a>
          </>
        )}
      </p>
      {dispute.resolutionReason && (
        <p>
          {dispute.resolvedBy}: {dispute.resolutionReason}
        </p>
      )}
      {dispute.status === 'OPEN' && (
        <div className="console-actions">
          {ORDER.map((choice) => (
            <button
              key={choice}
              type="button"
              className="button"
              aria-label={`${RESOLUTIONS[choice].action}: ${dispute.teamName}, match ${dispute.matchNumber}`}
              onClick={() => setResolution(choice)}
            >
              {RESOLUTIONS[choice].action}
            </button>
          ))}
        </div>
      )}
      {resolution && (
        <ResolveDisputeDialog
          disputeId={dispute.id}
          teamName={dispute.teamName}
          resolution={resolution}
          onClose={() => setResolution(null)}
        />
      )}
    </li>
  );
}

/** Disputes with their three resolutions while open; `showTournament` on Today's list. */
export function DisputeList({
  disputes,
  showTournament = false,
  label,
}: {
  disputes: readonly AdminDisputeFieldsFragment[];
  showTournament?: boolean;
  label: string;
}) {
  if (disputes.length === 0) return <p className="muted">No disputes.</p>;
  return (
    <ul className="dispute-list" aria-label={label}>
      {disputes.map((dispute) => (
        <DisputeItem key={dispute.id} dispute={dispute} showTournament={showTournament} />
      ))}
    </ul>
  );
}
