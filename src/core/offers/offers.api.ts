import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { recordIdParams } from '../api/ids.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { offerAnswer, sendOffersAnswer } from './offers.answers.ts';
import { offerAnswerSchema, offerCommentSchema, sendOffersSchema } from './offers.schemas.ts';

/** The offers' own failures (ours: the spec has no text for them). */
export const OFFER_ERRORS = defineErrors('offers', {
  freightNotOfferable: 'Csak új, meghirdetett vagy megválaszolt, fuvarozó nélküli fuvar ajánlható fel!',
  transporterNotFound: 'A fuvarozó nem található vagy nem aktív!',
  alreadyOffered: 'A fuvart ennek a fuvarozónak már felajánlották, az ajánlat még nyitott!',
  deadlineInPast: 'A válaszadási határidő nem lehet múltbeli!',
  notOpen: 'Az ajánlat már le van zárva, nem válaszolható meg!',
  expired: 'Az ajánlat válaszadási határideje lejárt!',
  takenByOther: 'A fuvart időközben egy másik fuvarozó fogadta el!',
  freightCancelled: 'A fuvar időközben lemondásra került!',
  noOffer: 'Ehhez a fuvarhoz nincs ajánlata ennek a fuvarozónak!',
  sent: 'Az ajánlat sikeresen elküldve!',
  transporterSet: 'A fuvarhoz időközben fuvarozót rendeltek, az ajánlat lezárult!',
  freightChanged: 'A fuvar állapota időközben megváltozott, az ajánlat lezárult!',
});

/** Answer of POST /api/transporters/offers. */
export type SendOffersResponse = z.output<typeof sendOffersAnswer>;

/**
 * The offers API (business.md §7 row Offers, issue 19). Sending: editor roles with freight_offer;
 * reading: planners with the transporter module see every offer, transporter roles with freight_offer
 * their own; answering: the transporter manager on their own offers (another's is 404).
 */
export const OFFERS_API = {
  send: endpoint({
    summary: 'Sends freight offers to transporters',
    response: sendOffersAnswer,
    method: 'POST',
    path: '/api/transporters/offers',
    body: sendOffersSchema,
    status: 201,
  }),
  comment: endpoint({
    summary: 'Comments on an offer',
    response: offerAnswer,
    method: 'PUT',
    path: '/api/offers/comment',
    body: offerCommentSchema,
  }),
  list: endpoint({
    summary: 'Lists offers',
    description:
      'The list contract (page, size, sort, filter, q) plus `open` and `freightId` (parsed in the handler).',
    response: listResultAnswer(offerAnswer),
    method: 'GET',
    path: '/api/offers',
  }),
  details: endpoint({
    summary: 'Reads an offer',
    description:
      "One offer; a transporter's first look marks a sent offer received (a read receipt: the version an accept checks stays).",
    response: offerAnswer,
    method: 'GET',
    path: '/api/offers/details/:id',
    params: recordIdParams,
  }),
  accept: endpoint({
    summary: 'Accepts an offer',
    response: offerAnswer,
    method: 'POST',
    path: '/api/offers/accept/:id',
    params: recordIdParams,
    body: offerAnswerSchema,
  }),
  reject: endpoint({
    summary: 'Rejects an offer',
    response: offerAnswer,
    method: 'POST',
    path: '/api/offers/reject/:id',
    params: recordIdParams,
    body: offerAnswerSchema,
  }),
} as const;
