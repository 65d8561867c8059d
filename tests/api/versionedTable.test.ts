import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from '../../src/server/db/dbErrors.ts';
import {
  deleteById,
  findRow,
  findRowBy,
  insertRow,
  updateVersioned,
  versionedTable,
} from '../../src/server/db/versionedTable.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 8).toUpperCase();

const CARRIERS = versionedTable(
  'transporters',
  { companyName: 'company_name', shortName: 'short_name', active: 'active' },
  (row, fields) => ({ id: row.id, ...fields, version: row.version, updatedAt: row.updated_at }),
);
const FLEET = versionedTable(
  'fleet_vehicles',
  { transporterId: 'transporter_id', truckType: 'truck_type', plate: 'truck_license_plate_number' },
  (row, fields) => ({ id: row.id, ...fields, version: row.version }),
);

describe.each(BACKENDS)('versioned table kit [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const newCarrier = () => insertRow(db(), CARRIERS, { companyName: 'Kit Kft.', shortName: `K${uniq()}` });

  it('inserts with column defaults, finds by id and by a field, and reads the columns back renamed', async () => {
    const saved = await newCarrier();
    expect(saved).toMatchObject({ companyName: 'Kit Kft.', active: true, version: 0 });
    expect(await findRow(db(), CARRIERS, saved.id)).toEqual(saved);
    expect(await findRowBy(db(), CARRIERS, 'shortName', saved.shortName)).toEqual(saved);
    expect(await findRow(db(), CARRIERS, 'not-a-uuid')).toBeUndefined();
    expect(await findRowBy(db(), CARRIERS, 'shortName', `none-${uniq()}`)).toBeUndefined();
  });

  it('updates only the fields given, bumps version and updated_at, and refuses a stale version', async () => {
    const saved = await newCarrier();
    const changed = await updateVersioned(db(), CARRIERS, saved.id, 0, {
      active: false,
      companyName: undefined,
    });
    expect(changed).toMatchObject({
      companyName: 'Kit Kft.',
      shortName: saved.shortName,
      active: false,
      version: 1,
    });
    expect(changed?.updatedAt.getTime()).toBeGreaterThanOrEqual(saved.updatedAt.getTime());
    // A second save of version 0 loses: the WHERE version = 0 no longer matches.
    expect(await updateVersioned(db(), CARRIERS, saved.id, 0, { active: true })).toBeUndefined();
    expect(await findRow(db(), CARRIERS, saved.id)).toMatchObject({ active: false, version: 1 });
    expect(await updateVersioned(db(), CARRIERS, 'not-a-uuid', 0, { active: true })).toBeUndefined();
  });

  it('lets only one of two concurrent saves of one version win', async () => {
    const saved = await newCarrier();
    const results = await Promise.all([
      updateVersioned(db(), CARRIERS, saved.id, 0, { companyName: 'A Kft.' }),
      updateVersioned(db(), CARRIERS, saved.id, 0, { companyName: 'B Kft.' }),
    ]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    expect((await findRow(db(), CARRIERS, saved.id))?.version).toBe(1);
  });

  it('deletes by id, false when there is nothing to delete', async () => {
    const saved = await newCarrier();
    expect(await deleteById(db(), CARRIERS, saved.id)).toBe(true);
    expect(await findRow(db(), CARRIERS, saved.id)).toBeUndefined();
    expect(await deleteById(db(), CARRIERS, saved.id)).toBe(false);
    expect(await deleteById(db(), CARRIERS, 'not-a-uuid')).toBe(false);
  });

  it('tells unique and foreign-key violations apart', async () => {
    const saved = await newCarrier();
    const duplicate = await insertRow(db(), CARRIERS, { companyName: 'X', shortName: saved.shortName }).catch(
      (err: unknown) => err,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);
    const orphan = await insertRow(db(), FLEET, {
      transporterId: crypto.randomUUID(),
      truckType: 'X',
      plate: `P-${uniq()}`,
    }).catch((err: unknown) => err);
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
  });
});
