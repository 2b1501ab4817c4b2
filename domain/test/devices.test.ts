import {
  classifyDevice,
  conditionStyle,
  countDevicesByType,
  deviceLabel,
  searchDevices,
  splitDevicesByType,
  type DevicePricing,
} from '../src';

const device = (id: string, brand: string, model: string): DevicePricing => ({
  id,
  deviceBrand: brand,
  deviceModel: model,
  deviceValueCents: 99_900,
  planPriceCents: 1299,
  deductibleScreenCents: 4900,
  deductibleBackGlassCents: 6999,
  deductibleTheftCents: 9900,
  isActive: true,
});

const catalogue = [
  device('1', 'Apple', 'iPhone 15'),
  device('2', 'Apple', 'iPhone 15 Pro'),
  device('3', 'Apple', 'iPhone 15 Pro Max'),
  device('4', 'Samsung', 'Samsung Galaxy S24'),
  device('5', 'Apple', 'iPad Air'),
  device('6', 'Samsung', 'Galaxy Tab S9'),
];

describe('device classification', () => {
  test.each([
    ['iPad Pro 12.9', 'tablet'],
    ['Galaxy Tab S9', 'tablet'],
    ['Surface Pro 9', 'tablet'],
    ['Fire HD 10', 'tablet'],
    ['Fire Max 11', 'tablet'],
    ['Xiaomi Pad 6', 'tablet'],
    ['MatePad 11', 'tablet'],
    ['MateBook E', 'tablet'],
    ['IPAD MINI', 'tablet'],
    ['iPhone 15 Pro', 'phone'],
    ['Galaxy S24 Ultra', 'phone'],
    ['Pixel 8', 'phone'],
    ['', 'phone'],
  ])('when the model is %p, then it is a %p', (model, type) => {
    expect(classifyDevice(model)).toBe(type);
  });

  test('when price records are split, then phones and tablets are counted', () => {
    expect(countDevicesByType(catalogue)).toEqual({ phone: 4, tablet: 2 });
    expect(splitDevicesByType(catalogue).tablet.map((d) => d.id)).toEqual(['5', '6']);
  });
});

describe('fuzzy model matching', () => {});

describe('device search and labels', () => {
  test.each([
    ['', 6],
    ['apple', 4],
    ['PRO', 2],
    ['galaxy', 2],
    ['samsung galaxy tab', 1],
    ['apple ipad', 1],
    ['nokia', 0],
  ])('when the user searches %p, then %p models are listed', (query, count) => {
    expect(searchDevices(catalogue, query)).toHaveLength(count);
  });

  test.each([
    [device('1', 'Apple', 'iPhone 15'), 'Apple iPhone 15'],
    [device('2', 'Samsung', 'Samsung Galaxy S24'), 'Samsung Galaxy S24'],
    [device('3', '', 'Pixel 8'), 'Pixel 8'],
  ])('when a record is labelled, then it reads %#', (record, label) => {
    expect(deviceLabel(record)).toBe(label);
  });

  test.each([
    ['excellent', 'excellent'],
    ['good', 'good'],
    ['fair', 'fair'],
    ['poor', 'poor'],
    ['broken', 'poor'],
    [undefined, 'poor'],
  ])('when the condition is %p, then the style is %p', (condition, style) => {
    expect(conditionStyle(condition)).toBe(style);
  });
});
