// What the money desk offers the console's other money pages.
export { MoneyNav } from './components/money-nav';
