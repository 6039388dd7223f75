/** What the prizes feature offers its neighbours: the organiser's typed table as the upstream takes it. */
export { PRIZE_TABLE_INPUT_FIELDS, prizeTableBody } from './prize-inputs';
