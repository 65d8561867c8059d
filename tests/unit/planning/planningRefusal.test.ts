import { describe, expect, it } from 'vitest';
import { apiPath } from '../../../src/core/api/endpoint.ts';
import { FREIGHTS_API } from '../../../src/core/freights/freights.api.ts';
import { ApiError } from '../../../src/web/api/apiErrors.ts';
import { planningRefusalText } from '../../../src/web/api/planningRefusal.ts';

const refused = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, body, apiPath(FREIGHTS_API.processOrders));

describe('the alert of a refused planning call', () => {
  it('lists every refused order with its reason under the message', () => {
    const e = refused(409, {
      code: 'freights.notPlannable',
      message: 'Nem minden kijelölt megrendelés küldhető tervezésre!',
      details: { A1: 'Csak új megrendelés küldhető tervezésre!', B2: 'Hiányzik a cím koordinátája!' },
    });
    expect(planningRefusalText(e, ['A1', 'B2', 'C3'])).toBe(
      'Nem minden kijelölt megrendelés küldhető tervezésre!\nA1: Csak új megrendelés küldhető tervezésre!\nB2: Hiányzik a cím koordinátája!',
    );
  });

  it('a manual-combination failure is the planner’s Hungarian message, not its status code', () => {
    const e = refused(422, {
      code: 'planner.tooManyWaypoints',
      message: 'Túl sok lerakodási pont (legfeljebb 9)!',
      details: { status: 'tooManyWaypoints' },
    });
    expect(planningRefusalText(e, ['A1'])).toBe('Túl sok lerakodási pont (legfeljebb 9)!');
  });

  it('anything else reads as every other alert (details first, then the message)', () => {
    const e = refused(400, { message: 'Hibás kérés', details: { date: 'Hibás dátum!' } });
    expect(planningRefusalText(e, ['A1'])).toBe('Hibás dátum!');
    expect(planningRefusalText(refused(500, null), ['A1'])).toBe('Hiba történt, próbálja újra!');
  });
});
