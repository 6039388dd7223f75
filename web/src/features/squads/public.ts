// What the squads feature offers the rest of the web app.
export { MySquadSection } from './components/my-squad-section';
export { useOwnSquadName } from './components/use-own-squad-name';
