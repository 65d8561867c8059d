import { type RawBuilder, sql } from 'kysely';

/**
 * A jsonb parameter. Sent as text and cast in SQL because pg turns JS arrays into PostgreSQL
 * arrays while PGlite serialises them as JSON; the cast gives both drivers one behaviour.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)}::text as jsonb)`;
}
