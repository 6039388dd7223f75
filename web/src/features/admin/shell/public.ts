// What every console section shares: the dialogs that ask before a change, the page of a
// record that is missing, and the pushes of organiser work a live list refetches on.
export { ConfirmDialog } from './components/confirm-dialog';
export { ReasonDialog } from './components/reason-dialog';
export { type RecordRead, type RecordWording, recordFallback } from './components/record-fallback';
export { useConsoleChanges } from './api/use-console-changes';
