import { type QueryExecutorProvider, sql } from 'kysely';
import { ENUM_COLUMNS, type EnumColumn, enumCheckName, VIEW_ENUM_COLUMNS } from './enumColumns.ts';

/**
 * db/schema.ts written from the migrated database (issue 33 item 7): tables, views and columns from
 * information_schema, status and kind columns typed by their core lists (db/enumColumns.ts, checked
 * against the CHECK constraints), jsonb columns by the shapes below (the one thing the database
 * cannot state). `npm run db:schema` writes it; tests/api/dbSchema.test.ts fails when it drifts.
 */

/** jsonb columns whose readers rely on a shape (others read `unknown` and parse it). */
const JSON_SHAPES: Record<string, string> = {
  'modules.config': 'Record<string, unknown>',
  'offers.waterfall_next': 'string[]',
  'capacity_estimates.vehicles': '{ truckType: string; quantity: number }[]',
};

/**
 * View and generated columns whose expressions are never null: information_schema reports every
 * such column as nullable, whatever it computes.
 */
const COMPUTED_NOT_NULL = new Set([
  ...['freights', 'orders', 'pickups'].map((t) => `${t}.search_text`),
  ...[
    'id',
    'freight_id',
    'version',
    'status',
    'factory_short_name',
    'cost_breakdown',
    'distance_km',
    'waypoint_count',
    'cargo',
    'bill',
    'search_text',
    'updated_at',
    'bill_status',
    'bill_comment',
  ].map((c) => `freight_bill_rows.${c}`),
]);

/** Columns written by the database alone on update (a trigger or the insert), never by the code. */
const INSERT_ONLY = new Set(['created_at']);

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: string;
  table_type: string;
}

const SCALARS: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  date: 'string',
  tsrange: 'string',
  tstzrange: 'string',
  tsvector: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  timestamp: 'Date',
  timestamptz: 'Date',
  bytea: 'Uint8Array',
  _text: 'string[]',
  _uuid: 'string[]',
  _int4: 'number[]',
};

const pascal = (name: string) =>
  name
    .split('_')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

/** The values a CHECK constraint `col in (…)` allows, as PostgreSQL prints it back. */
function checkValues(definition: string): string[] {
  // `(bill ->> 'status'::text) = ANY (ARRAY[...])`: the values are the array's (a jsonb key is quoted too).
  const list = definition.includes('ARRAY[') ? definition.slice(definition.indexOf('ARRAY[')) : definition;
  return [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
}

/** The TypeScript source of db/schema.ts for the database `db` is migrated to. */
export async function generateSchemaSource(db: QueryExecutorProvider): Promise<string> {
  const { rows: columns } = await sql<ColumnRow>`
    select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_generated, t.table_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const { rows: checks } = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`.execute(db);
  const checkByName = new Map(checks.map((c) => [c.name, c.definition]));

  const enumOf = new Map<string, { source: EnumColumn['source'] }>([
    ...ENUM_COLUMNS.filter((c) => !c.jsonKey).map((c) => [`${c.table}.${c.column}`, c] as const),
    ...VIEW_ENUM_COLUMNS.map((c) => [`${c.view}.${c.column}`, c] as const),
  ]);
  for (const c of ENUM_COLUMNS) {
    const definition = checkByName.get(enumCheckName(c));
    const stored = definition ? checkValues(definition) : [];
    if (stored.join('|') !== c.values.join('|')) {
      throw new Error(
        `${c.table}.${c.column}: the database allows [${stored.join(', ')}], core ${c.source.name} is [${c.values.join(', ')}]: add a migration that calls replaceEnumChecks`,
      );
    }
  }

  const tables = new Map<string, ColumnRow[]>();
  for (const col of columns) tables.set(col.table_name, [...(tables.get(col.table_name) ?? []), col]);

  const imports = new Map<string, Set<string>>();
  const typeOf = (col: ColumnRow): string => {
    const key = `${col.table_name}.${col.column_name}`;
    const e = enumOf.get(key);
    if (e) {
      imports.set(e.source.module, (imports.get(e.source.module) ?? new Set()).add(e.source.name));
      return `(typeof ${e.source.name})[number]`;
    }
    const scalar = SCALARS[col.udt_name];
    if (scalar) return scalar;
    if (col.udt_name === 'jsonb' || col.udt_name === 'json') return JSON_SHAPES[key] ?? 'unknown';
    throw new Error(`${key}: no TypeScript type for ${col.udt_name}`);
  };

  const interfaces: string[] = [];
  const entries: string[] = [];
  for (const [table, cols] of tables) {
    const isView = cols[0]?.table_type === 'VIEW';
    const name = `${pascal(table)}${isView ? 'View' : 'Table'}`;
    entries.push(`  ${table}: ${name};`);
    const lines = cols.map((col) => {
      const base = typeOf(col);
      const nullable = col.is_nullable === 'YES' && !COMPUTED_NOT_NULL.has(`${table}.${col.column_name}`);
      const read = nullable ? `${base} | null` : base;
      const isJson = col.udt_name === 'jsonb' || col.udt_name === 'json';
      let type: string;
      if (isView || col.is_generated === 'ALWAYS') type = `ColumnType<${read}, never, never>`;
      else if (isJson) {
        type = nullable
          ? `Jsonb<${base}> | null`
          : col.column_default !== null
            ? `JsonbWithDefault<${base}>`
            : `Jsonb<${base}>`;
      } else if (INSERT_ONLY.has(col.column_name) && col.column_default !== null) {
        type = `ColumnType<${read}, ${read} | undefined, never>`;
      } else if (col.column_default !== null) type = `Generated<${read}>`;
      else type = read;
      return `  ${col.column_name}: ${type};`;
    });
    interfaces.push(`export interface ${name} {\n${lines.join('\n')}\n}`);
  }

  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import type { ${[...names].sort().join(', ')} } from '${module}';`);
  return [
    '// Generated by `npm run db:schema` from the migrated database (src/server/db/schemaGenerator.ts).',
    '// Do not edit: change a migration (or db/enumColumns.ts, the jsonb shapes) and generate again.',
    "import type { ColumnType, Generated, RawBuilder } from 'kysely';",
    ...importLines,
    '',
    '/** A jsonb column: read as T, written through `jsonb()` so pg and PGlite send the same text. */',
    'export type Jsonb<T> = ColumnType<T, RawBuilder<T>, RawBuilder<T>>;',
    '/** A jsonb column with a default: may be left out of an insert. */',
    'export type JsonbWithDefault<T> = ColumnType<T, RawBuilder<T> | undefined, RawBuilder<T>>;',
    '',
    interfaces.join('\n\n'),
    '',
    '/** Every table and view of the database. */',
    `export interface Database {\n${entries.join('\n')}\n}`,
    '',
  ].join('\n');
}
