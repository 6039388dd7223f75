/** What sets an account apart at a glance: banned, or an organiser's. */
export function AccountBadges({ role, banned }: { role: string; banned: boolean }) {
  return (
    <span className="account-badges">
      {role.toUpperCase() === 'ADMIN' && <span className="console-badge">Organiser</span>}
      {banned && <span className="console-badge console-badge--danger">Banned</span>}
    </span>
  );
}
