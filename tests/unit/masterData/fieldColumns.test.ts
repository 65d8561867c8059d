import { describe, expect, it } from 'vitest';
import { type FormField, fieldColumns, formFields } from '../../../src/web/masterData/masterDataForm.ts';

interface TruckRow {
  id: string;
  name: string;
  ownerName: string;
  pallets: number;
  crane: 'true' | 'false';
}

const FIELDS: FormField[] = [
  { name: 'name', labelKey: 'vehicles.vehicleId', kind: 'text' },
  { name: 'pallets', labelKey: 'vehicles.palletCapacity', kind: 'integer' },
  { name: 'crane', labelKey: 'vehicles.crane', kind: 'bool' },
];

describe('fieldColumns', () => {
  it("lays the columns out in the layout's order with the fields' labels, editable, yes/no for a yes/no field", () => {
    const columns = fieldColumns<TruckRow>(FIELDS, {
      crane: { width: 110 },
      ownerName: { headerKey: 'fleet.transporter', width: 180 },
      name: { width: 140, editable: false },
      pallets: { flex: 1 },
    });
    expect(columns.map((c) => c.field)).toEqual(['crane', 'ownerName', 'name', 'pallets']);
    const [crane, owner, name, pallets] = columns;
    expect(crane).toMatchObject({ headerKey: 'vehicles.crane', width: 110, editable: true });
    expect(crane?.options?.map((o) => o.value)).toEqual(['true', 'false']);
    // A column that is no field: its own header, read-only, no options.
    expect(owner).toEqual({ field: 'ownerName', headerKey: 'fleet.transporter', width: 180 });
    expect(name).toEqual({ field: 'name', headerKey: 'vehicles.vehicleId', width: 140, editable: false });
    expect(pallets).toEqual({
      field: 'pallets',
      headerKey: 'vehicles.palletCapacity',
      flex: 1,
      editable: true,
    });
  });

  it('refuses a column that is no field and names no header', () => {
    expect(() => fieldColumns<TruckRow>(FIELDS, { ownerName: { width: 100 } })).toThrow(/ownerName/);
  });
});

describe('formFields', () => {
  it("names each field's label `<area>.<name>` unless the field names its own, in the table's order", () => {
    expect(
      formFields('vehicles', {
        vehicleId: 'text',
        truckLicensePlateNumber: { kind: 'text', labelKey: 'vehicles.plate' },
        crane: 'bool',
        palletCapacity: { kind: 'integer', min: 0 },
      }),
    ).toEqual([
      { name: 'vehicleId', labelKey: 'vehicles.vehicleId', kind: 'text' },
      { name: 'truckLicensePlateNumber', labelKey: 'vehicles.plate', kind: 'text' },
      { name: 'crane', labelKey: 'vehicles.crane', kind: 'bool' },
      { name: 'palletCapacity', labelKey: 'vehicles.palletCapacity', kind: 'integer', min: 0 },
    ]);
  });

  it('does not compile a field whose default label is no text', () => {
    // @ts-expect-error vehicles.plateNumber is no locale key: the field must name its labelKey
    const fields = formFields('vehicles', { plateNumber: 'text' });
    expect(fields[0]?.labelKey).toBe('vehicles.plateNumber');
  });
});
