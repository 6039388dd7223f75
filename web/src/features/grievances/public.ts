// What grievance redressal offers the app: the complaint form and the status page (with the
// logged-in player's own complaints), both public pages of the route table.
export { FileGrievancePage } from './components/file-grievance-page';
export { GrievanceStatusPage } from './components/grievance-status-page';
