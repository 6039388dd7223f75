import { checkInRuleText } from '#common/check-in';

/** The RULES tab's check-in line (window and absent rule) when the tournament has check-in. */
export function checkInRules(window: {
  opensMinutes: number | null;
  closesMinutes: number | null;
}): string[] {
  if (window.opensMinutes === null || window.closesMinutes === null) return [];
  return [checkInRuleText(window.opensMinutes, window.closesMinutes)];
}
