// What every console section shares: the dialogs that ask before a change, and the page of a
// record that is missing.
export { ConfirmDialog } from './components/confirm-dialog';
export { ReasonDialog } from './components/reason-dialog';
export { type RecordRead, type RecordWording, recordFallback } from './components/record-fallback';
