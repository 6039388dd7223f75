// What the escrow feature offers the organiser's tournament page: the prize pool's escrow.
export { PrizePoolEscrowSection } from './components/prize-pool-escrow-section';
