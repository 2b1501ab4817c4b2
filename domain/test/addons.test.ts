import { addOnFlagForType, addOnFlagsFromNames, addOnsTotalCents, inferAddOnType } from '../src';

describe('add-ons', () => {
  test.each([
    ['Accessories Coverage', 'accessories'],
    ['Extended Warranty', 'warranty'],
    ['Extended care', 'warranty'],
    ['Data Recovery', 'data'],
    ['Photo recovery', 'data'],
    ['Screen protector', undefined],
  ])('when an add-on is named %p, then its type is %p', (name, type) => {
    expect(inferAddOnType(name)).toBe(type);
  });

  test('when add-ons are chosen, then their total is the exact sum in cents', () => {
    expect(
      addOnsTotalCents([
        { monthlyPriceCents: 199 },
        { monthlyPriceCents: 299 },
        { monthlyPriceCents: 399 },
      ]),
    ).toBe(897);
    expect(addOnsTotalCents([])).toBe(0);
  });

  test('when add-ons are chosen by name, then the legacy flags are set', () => {
    expect(addOnFlagsFromNames(['Accessories Coverage', 'Data Recovery', 'Mystery'])).toEqual({
      accessoriesCoverage: true,
      extendedWarranty: false,
      dataRecovery: true,
    });
    expect(addOnFlagForType('warranty')).toBe('extendedWarranty');
  });
});
