// What the approvals feature offers the console's other money pages.
export { MoneyControlsSection } from './components/money-controls-section';
