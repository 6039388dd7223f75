import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: a code read out over voice chat or typed from a screenshot stays right. */
export const TEAM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TEAM_CODE_LENGTH = 6;

export function newTeamCode(): string {
  let code = '';
  for (let i = 0; i < TEAM_CODE_LENGTH; i += 1) {
    code += TEAM_CODE_ALPHABET[randomInt(TEAM_CODE_ALPHABET.length)];
  }
  return code;
}

/** Players type codes in any case and with stray spaces; stored codes are upper case. */
export const normaliseTeamCode = (input: string) => input.trim().toUpperCase();
