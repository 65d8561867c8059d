import { defineWebArea } from '../../areas/webArea.ts';
import { FREIGHT_OFFER_COMMANDS } from './freightOfferCommands.ts';

export const FREIGHT_OFFERS_AREA = defineWebArea({
  name: 'freightOffers',
  commands: FREIGHT_OFFER_COMMANDS,
});
