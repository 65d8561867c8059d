import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  apiPath,
  apiUrlOf,
  type BodyIn,
  type BodyOut,
  endpoint,
  type ParamsOf,
  pickSchema,
  type ResponseOf,
  schemaFor,
} from '../../../src/core/api/endpoint.ts';
import { defineErrors, withParams } from '../../../src/core/errors/catalogue.ts';

const body = z.object({ name: z.string().min(1), count: z.coerce.number().default(1) });
const one = endpoint({
  method: 'PUT',
  path: '/api/things/:id/parts/:partId',
  body,
  response: z.object({ id: z.string() }),
});
const list = endpoint({ method: 'GET', path: '/api/things', response: z.array(z.string()) });

describe('endpoint contracts', () => {
  it('fill path parameters, URI-encoded, and refuse a missing one', () => {
    expect(apiPath(one, { id: 'a b/c', partId: '7' })).toBe('/api/things/a%20b%2Fc/parts/7');
    expect(apiPath(list)).toBe('/api/things');
    expect(() => apiPath(one, { id: 'x' } as never)).toThrow(':partId');
    expect(apiUrlOf(list, undefined, { page: 0, sort: ['name:asc', 'id:desc'] })).toBe(
      '/api/things?page=0&sort=name:asc&sort=id:desc',
    );
  });

  it('type params, body in/out and the answer from the declaration', () => {
    expectTypeOf<ParamsOf<typeof one>>().toEqualTypeOf<{ id: string } & { partId: string }>();
    expectTypeOf<ParamsOf<typeof list>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<BodyIn<typeof one>>().toEqualTypeOf<{ name: string; count?: unknown }>();
    expectTypeOf<BodyOut<typeof one>>().toEqualTypeOf<{ name: string; count: number }>();
    expectTypeOf<ResponseOf<typeof one>>().toEqualTypeOf<{ id: string }>();
  });

  it('choose a body schema by the raw body when a call has two shapes', () => {
    const create = z.object({ name: z.string() }).strict();
    const update = z.object({ id: z.string(), name: z.string().optional() }).strict();
    const picker = pickSchema((raw) => ((raw as { id?: unknown }).id ? update : create));
    expect(schemaFor(picker, { id: 'x' })).toBe(update);
    expect(schemaFor(picker, { name: 'n' })).toBe(create);
    // A plain zod object has a pick() method of its own: it must be used as it is.
    expect(schemaFor(create, {})).toBe(create);
  });
});

describe('error catalogue', () => {
  it('codes every entry by area and key and keeps the text', () => {
    const errors = defineErrors('things', { taken: 'Ilyen már létezik: {name}!' });
    expect(errors.taken).toEqual({ code: 'things.taken', message: 'Ilyen már létezik: {name}!' });
    expectTypeOf(errors.taken.code).toEqualTypeOf<'things.taken'>();
    expect(withParams(errors.taken, { name: 'X' })).toEqual({
      code: 'things.taken',
      message: 'Ilyen már létezik: X!',
    });
  });
});
