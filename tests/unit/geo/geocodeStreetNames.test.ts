import { describe, expect, it } from 'vitest';
import { getEmbeddedGazetteer } from '../../../src/server/geo/gazetteerService.ts';

// Issue 35: the order import joins the postal code and the address cell ("1117 Október
// huszonharmadika utca 8."); the street's leading month name was taken for the city and lost.
describe('geocoding keeps a street name that starts with a word that is no settlement', () => {
  const gazetteer = getEmbeddedGazetteer();

  it('a postal code and a street named after a date: the whole street, the city from the postal code', () => {
    const hit = gazetteer.geocode('1117 Október huszonharmadika utca 8.');
    expect(hit?.properties.address).toMatchObject({
      city: 'Budapest',
      district: 11,
      street: 'Október huszonharmadika utca',
      houseNumber: '8',
    });
    expect(hit?.properties.label).toContain('Október huszonharmadika utca 8.');
  });

  it('a settlement before the street without a comma stays the city', () => {
    expect(gazetteer.geocode('2000 Szentendre Dumtsa Jenő u 1')?.properties.address).toMatchObject({
      city: 'Szentendre',
      street: 'Dumtsa Jenő u',
      houseNumber: '1',
    });
    expect(
      gazetteer.geocode('1117 Budapest, Október huszonharmadika utca 8.')?.properties.address,
    ).toMatchObject({ city: 'Budapest', street: 'Október huszonharmadika utca' });
  });

  it('an address written street first ("Október huszonharmadika utca 8, 1117 Budapest"): the settlement is the last part', () => {
    expect(
      gazetteer.geocode('Október huszonharmadika utca 8, 1117 Budapest')?.properties.address,
    ).toMatchObject({
      city: 'Budapest',
      district: 11,
      postalCode: '1117',
      street: 'Október huszonharmadika utca',
      houseNumber: '8',
    });
    expect(gazetteer.geocode('Fő utca 5, Győr')?.properties.address).toMatchObject({
      city: 'Győr',
      street: 'Fő utca',
      houseNumber: '5',
    });
    expect(gazetteer.geocode('Váci út 1-3, 1133 Budapest XIII. kerület')?.properties.address).toMatchObject({
      city: 'Budapest',
      district: 13,
      street: 'Váci út',
      houseNumber: '1-3',
    });
  });
});
