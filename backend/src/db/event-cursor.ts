/**
 * A position in the event stream: the writing transaction's id and the event's id, in the
 * order the stream hands events out (decision 016). Written "<xid>.<id>"; opaque to consumers.
 */
export interface Cursor {
  xid: bigint;
  id: bigint;
}

/** Before every event. */
export const STREAM_START: Cursor = { xid: 0n, id: 0n };

const CURSOR_TEXT = /^(\d{1,20})\.(\d{1,19})$/;
const MAX_XID = 2n ** 64n - 1n;
const MAX_ID = 2n ** 63n - 1n;

export const formatCursor = (cursor: Cursor) => `${cursor.xid}.${cursor.id}`;

/** The cursor a consumer sent back; undefined when it is not one this stream hands out. */
export function parseCursor(text: string): Cursor | undefined {
  const match = CURSOR_TEXT.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const cursor = { xid: BigInt(match[1]), id: BigInt(match[2]) };
  return cursor.xid <= MAX_XID && cursor.id <= MAX_ID ? cursor : undefined;
}

export function compareCursors(a: Cursor, b: Cursor): number {
  if (a.xid !== b.xid) return a.xid < b.xid ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

export const laterOf = (a: Cursor, b: Cursor) => (compareCursors(a, b) >= 0 ? a : b);
