import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { cargoSplitSchema, separateFreightSchema } from './cargoSplit.schemas.ts';
import { freightAnswer, splitAnswer } from './freights.answers.ts';
import { FREIGHT_ERRORS } from './freights.errors.ts';

/**
 * Splitting a freight's cargo and separating an order from its freight (issue 14 item 6;
 * business.md §2 cargo split dialog, §7 row Freights). `:id` is the uuid or the freight number.
 * Both answer the freight as it is now and the new one (its number from the freight sequence).
 */
export const CARGO_SPLIT_API = {
  splitFreight: endpoint({
    summary: 'Moves cargo of a freight into a new freight',
    response: splitAnswer(freightAnswer),
    method: 'POST',
    path: '/api/freights/split-cargo/:id',
    body: cargoSplitSchema,
    status: 201,
  }),
  separateFreight: endpoint({
    summary: 'Separates orders of a freight into a new freight',
    response: splitAnswer(freightAnswer),
    method: 'POST',
    path: '/api/freights/separate-freight',
    body: separateFreightSchema,
    status: 201,
  }),
} as const;

/** The spec quotes no texts for these refusals; the sentences are ours. */
export const CARGO_SPLIT_ERRORS = defineErrors('cargoSplit', {
  unknownItem: 'A rakománytétel nem található, töltse be újra az adatokat!',
  nothingToSplit: 'Nincs leválasztandó rakomány: jelöljön ki tételt vagy csökkentse a bepakolt mennyiséget!',
  wholeCargo: 'A teljes rakomány nem választható le: legalább egy tételnek maradnia kell!',
  orderNotOnFreight: FREIGHT_ERRORS.cargoNotOnFreight.message,
  onlyOrder: 'A fuvar egyetlen megrendelése nem választható le!',
  closedStatus: 'Lemondott vagy lezárt fuvar rakománya nem bontható!',
});

/** The success texts of the dialog (the created number follows). */
export const CARGO_SPLIT_TEXTS = {
  freightSplit: 'A rakomány leválasztva, az új fuvar azonosítója: {id}',
  pickupSplit: 'A rakomány leválasztva, az új átvétel azonosítója: {id}',
  separated: 'A megrendelés új fuvarba került, azonosítója: {id}',
} as const;
