import pg from 'pg';

/** PostgreSQL type ids whose parsing we pin (pg_type.oid). */
export const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

const toNumber = (v: string) => Number(v);
const toDate = (v: string) => new Date(v);

/**
 * One shape for both drivers: DATE stays 'YYYY-MM-DD' (no time-zone shift), int8 and numeric are
 * numbers (counts and amounts stay well inside 2^53), timestamptz is a Date.
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [PG_TYPE.INT8]: toNumber,
  [PG_TYPE.NUMERIC]: toNumber,
  [PG_TYPE.DATE]: (v) => v,
  [PG_TYPE.TIMESTAMPTZ]: toDate,
};

/** The pg `types` option: our parsers first, pg's defaults for everything else. */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const own = TYPE_PARSERS[oid];
    if (own && (format === undefined || format === 'text')) return own;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
