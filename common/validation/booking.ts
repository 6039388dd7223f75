import { object } from 'yup';
import { TEXT_MAX_LENGTH } from '../constants';
import {
  inGameNameField,
  optionalText,
  requiredText,
  teamNameField,
  tournamentIdField,
  whatsappNumberField,
} from './fields';

const playerField = (n: number) =>
  requiredText(`Player ${n} required`, TEXT_MAX_LENGTH.inGameName, `Player ${n}`);

/** The Book Slot form's fields; the request adds `tournamentId`. */
export const bookSlotFormSchema = object({
  teamName: teamNameField(),
  inGameName: inGameNameField(),
  player2: playerField(2),
  player3: playerField(3),
  player4: playerField(4),
  player5: optionalText(TEXT_MAX_LENGTH.inGameName, 'Player 5'),
  player6: optionalText(TEXT_MAX_LENGTH.inGameName, 'Player 6'),
  whatsappNumber: whatsappNumberField(),
});

export const bookSlotSchema = bookSlotFormSchema.shape({ tournamentId: tournamentIdField() });

export const createTeamFormSchema = object({
  teamName: teamNameField(),
  iglInGameName: inGameNameField(),
  whatsappNumber: whatsappNumberField(),
});

export const createTeamSchema = createTeamFormSchema.shape({ tournamentId: tournamentIdField() });

export const joinTeamFormSchema = object({
  teamCode: requiredText('Team Code required', TEXT_MAX_LENGTH.teamCode, 'Team Code'),
  playerInGameName: inGameNameField(),
});

export const joinTeamSchema = joinTeamFormSchema.shape({ tournamentId: tournamentIdField() });
