/** SPEC §2 and §8: the texts every booking form (slot, create team, join team) shares. */
export const ENTRY_SUCCESS = 'Slot booked successfully!';
export const ENTRY_FALLBACK = 'An error occurred while booking the slot.';
