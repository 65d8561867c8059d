import type { PalletTypeFact } from '../../rules/ruleFacts.schemas.ts';

/**
 * Pallet types with their empty weight for the import's gross weight check (business.md §5: the
 * gross weight must exceed the pallets' weight). The spec names no weights: a wooden EUR pallet
 * weighs about 25 kg, an industrial 1200×1000 one about 30 kg. Names and ratios match /api/config.
 */
export const IMPORT_PALLET_TYPES: PalletTypeFact[] = [
  { name: 'EUR', ratio: 1, kg: 25 },
  { name: 'IND', ratio: 1.25, kg: 30 },
];
