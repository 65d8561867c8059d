import { defineErrors } from '../errors/catalogue.ts';
import { SITE_ERRORS } from '../sites/sites.errors.ts';

/** The time slots' own failures (issue 18; the spec has no text for them). */
export const TIME_SLOT_ERRORS = defineErrors('timeSlots', {
  unknownDepot: SITE_ERRORS.unknownDepot.message,
  unknownDock: SITE_ERRORS.unknownDock.message,
  closedDay: 'A depó ezen a napon zárva tart, nincs foglalható idősáv!',
  notASlot: 'A megadott időpont nem a depó egyik idősávjának kezdete!',
  outsideOpeningHours: 'A foglalás a depó nyitvatartásán túlnyúlik!',
  taken: 'Ezt a rámpát ebben az idősávban már lefoglalták! Válasszon másik időpontot vagy rámpát.',
  notBookable: 'Ebben a státuszban nem foglalható idősáv!',
  noDepot: 'A fuvarhoz nincs depó rendelve, ezért nem foglalható idősáv!',
  otherDepot: 'A rámpa nem a fuvar depójához tartozik!',
  transporterNotAllowed: 'A fuvarozói idősáv-foglalás nincs engedélyezve!',
  reservationLimit: 'Elérte a foglalható idősávok számát ({limit})! Előbb szabadítson fel egy foglalást.',
  alreadyArrived: 'A jármű érkezését már rögzítették!',
  arrivalNotToday: 'A foglalás nem mára szól ({day})! Biztosan megérkezett a jármű?',
  notArrived: 'Csak rögzített, még tovább nem léptetett érkezés vonható vissza!',
  noSlotToArrive: 'Csak idősávval rendelkező fuvar vagy átvétel érkezése rögzíthető!',
  pickupsHidden: 'Az átvételek az idősáv-nézetben ennek a szerepkörnek nem láthatók!',
  pastDay: 'Múltbeli napra nem foglalható idősáv!',
});
