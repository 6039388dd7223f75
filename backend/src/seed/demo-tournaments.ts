import { DEMO_NORMAL_TOURNAMENTS } from './demo-normal-tournaments';
import { DEMO_SPECIAL_TOURNAMENTS } from './demo-special-tournaments';
import type { DemoTournament } from './demo-tournament';

/** Every demo tournament, normal ones first: the seed creates them in this order. */
export const DEMO_TOURNAMENTS: DemoTournament[] = [
  ...DEMO_NORMAL_TOURNAMENTS,
  ...DEMO_SPECIAL_TOURNAMENTS,
];

/** Free Fire style position points by place: 12, 9, 8, 7, ... 1, then 0. */
export const POSITION_POINTS = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0];
