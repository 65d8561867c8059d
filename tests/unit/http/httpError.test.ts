import { describe, expect, it } from 'vitest';
import { withParams } from '../../../src/core/errors/catalogue.ts';
import { COMMON_ERRORS } from '../../../src/core/errors/messages.ts';
import { conflict, HttpError, notFound } from '../../../src/server/http/httpError.ts';

describe('HttpError', () => {
  it('carries the catalogue entry: its message and its code', () => {
    const err = notFound(withParams(COMMON_ERRORS.notFoundId, { id: 'x1' }));
    expect(err).toMatchObject({ statusCode: 404, message: 'Nem található: x1', code: 'common.notFoundId' });
    expect(new HttpError(409, COMMON_ERRORS.conflict).code).toBe('common.conflict');
  });

  it('takes no plain string (a type error, checked by npm run typecheck)', () => {
    // @ts-expect-error a message must be a catalogue entry (defineErrors), never a raw string
    const raw = () => conflict('Foglalt!');
    // @ts-expect-error likewise the constructor
    const rawNew = () => new HttpError(400, 'Hibás!');
    expect([typeof raw, typeof rawNew]).toEqual(['function', 'function']);
  });
});
