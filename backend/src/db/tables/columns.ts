import type { ColumnType } from 'kysely';

/** GeneratedTimestamp marks a column the database fills in by default (created_at and the like). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
