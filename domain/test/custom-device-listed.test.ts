// DESIGN 5a: a custom device cannot be a listed model under another value. The customer here is the
// dishonest one: a $1,999 phone typed as "another device" worth $50 to get the cheapest tier.
import {
  type DevicePricing,
  compactModelKey,
  listedModelMessage,
  listedModelNamed,
  priceCustomDevice,
} from '../src';

const listed = (brand: string, model: string, dollars: number): DevicePricing => ({
  ...priceCustomDevice({ deviceBrand: brand, deviceModel: model, deviceValueCents: dollars * 100 }),
  id: `${brand}-${model}`.toLowerCase(),
});

const fold = listed('Samsung', 'Galaxy Z Fold7', 1999);
const proMax = listed('Apple', 'iPhone 16 Pro Max', 1099);
const s25 = listed('Samsung', 'Galaxy S25', 799);
const s25Plus = listed('Samsung', 'Galaxy S25+', 999);
const onePlus13 = listed('OnePlus', 'OnePlus 13', 899);
const ipad = listed('Apple', 'iPad (A16)', 349);
// An admin may type the brand inside the model too.
const s24 = listed('Samsung', 'Samsung Galaxy S24', 699);
const table = [s25, s25Plus, fold, proMax, onePlus13, ipad, s24];

describe('a custom device that names a listed model', () => {
  test.each<[string, string, string, DevicePricing]>([
    ['the same words in other case and spacing', 'samsung', 'galaxy z fold 7', fold],
    ['punctuation and spaces in odd places', 'SAM-SUNG', 'Galaxy.Z_Fold-7!', fold],
    ['the brand typed again inside the model', 'Apple', 'Apple iPhone 16 Pro Max', proMax],
    ['no brand, the model run together', '', 'iphone16promax', proMax],
    ['no brand, the brand inside the model', '', 'Samsung Galaxy Z Fold7', fold],
    ['a longer company name as brand', 'Apple Inc.', 'iPhone 16 Pro Max', proMax],
    ['a made-up brand beside a listed model name', 'Appel', 'iPhone 16 Pro Max', proMax],
    ['the product line typed as the brand', 'iPhone', '16 Pro Max', proMax],
    ['full-width letters', 'Ａｐｐｌｅ', 'ｉＰｈｏｎｅ １６ Ｐｒｏ Ｍａｘ', proMax],
    ['Plus spelled out for +', 'Samsung', 'Galaxy S25 Plus', s25Plus],
    ['brackets left out', 'Apple', 'iPad A16', ipad],
    ['a listed model whose record repeats the brand', 'Samsung', 'Galaxy S24', s24],
    ['a bare model number with its own brand', 'oneplus', '13', onePlus13],
  ])('when typed with %s (%p %p), then it is the listed model', (_case, brand, model, record) => {
    expect(listedModelNamed(table, brand, model)).toBe(record);
  });

  test('when "+" is typed, then it is the plus model, not the one without', () => {
    expect(listedModelNamed(table, 'Samsung', 'galaxy s25 +')).toBe(s25Plus);
    expect(listedModelNamed(table, 'Samsung', 'Galaxy S25')).toBe(s25);
  });

  test.each<[string, string]>([
    ['Nokia', 'XR21'],
    // Another maker's model that shares only a bare number with a listed one.
    ['Xiaomi', '13'],
    // Near names are other models: the 16 Pro is not the 16 Pro Max, nor the S25 Ultra the S25.
    ['Apple', 'iPhone 16 Pro'],
    ['Samsung', 'Galaxy S25 Ultra'],
    ['Samsung', 'Galaxy Z Fold6'],
  ])('when %p %p is typed, then it is not a listed model', (brand, model) => {
    expect(listedModelNamed(table, brand, model)).toBeUndefined();
  });

  test('when the model name is blank, then nothing is matched', () => {
    expect(listedModelNamed(table, 'Apple', ' - ')).toBeUndefined();
  });

  test('when refused, then the message names the listed model as the list shows it', () => {
    expect(listedModelMessage(fold)).toBe(
      "'Samsung Galaxy Z Fold7' is in our device list: choose it from the list instead of entering it as another device.",
    );
    expect(listedModelMessage(s24)).toContain("'Samsung Galaxy S24' is in our device list");
  });

  test('the compact key keeps only letters and digits, with + as plus', () => {
    expect(compactModelKey(' Galaxy S25+ (5G) ')).toBe('galaxys25plus5g');
    expect(compactModelKey('Pixél 9a')).toBe('pixel9a');
  });
});
