import type { Product } from '../../core/products/products.schemas.ts';
import type { ProductRecord } from '../db/repositories/products.repository.ts';

export function presentProduct({ version, ...p }: ProductRecord): Product {
  return { ...p, __v: version };
}
