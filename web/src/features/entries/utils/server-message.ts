// Kept only while its last importers move to the shared form module.
export {
  payloadFailureMessage,
  thrownServerMessage,
} from '../../../components/form/payload-errors';
