// What the grievance officer offers the app (issue 24): the footer's one line, and the section
// the About and Contact pages show; both read the officer once, with the same query.
export { GrievanceOfficerLine } from './components/grievance-officer-line';
export { GrievanceOfficerSection } from './components/grievance-officer-section';
