import { useMyGrievances } from '../api/use-grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';
import { GrievanceCase } from './grievance-case';

/** The logged-in player's own complaints (their disputes too), newest first. */
export function MyGrievances() {
  const { grievances, loading } = useMyGrievances(true);
  if (loading) return null;
  return (
    <section aria-labelledby="my-grievances-title">
      <h2 id="my-grievances-title">{TEXTS.myComplaints}</h2>
      {grievances.length ? (
        grievances.map((grievance) => (
          <GrievanceCase key={grievance.number} grievance={grievance} />
        ))
      ) : (
        <p>{TEXTS.noComplaints}</p>
      )}
    </section>
  );
}
