import {
  activeAddOns,
  addOnFlagForType,
  addOnFlagsFromNames,
  addOnsTotalCents,
  fallbackAddOns,
  inferAddOnType,
  normaliseAddOn,
} from '../src';

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

  test('when the add-ons fetch fails, then the three fallback add-ons are offered at 1.99, 2.99 and 3.99', () => {
    const addOns = fallbackAddOns();
    expect(addOns.map((a) => [a.name, a.monthlyPriceCents, a.isPopular])).toEqual([
      ['Accessories Coverage', 199, true],
      ['Extended Warranty', 299, false],
      ['Data Recovery', 399, false],
    ]);
    expect(addOns.map((a) => a.icon)).toEqual(['Shield', 'Clock', 'Smartphone']);
  });

  test('when add-ons are listed, then inactive and broken ones are dropped and the rest sorted', () => {
    const list = activeAddOns([
      { name: 'B', monthly_price: 1, display_order: 2 },
      { name: 'Off', monthly_price: 1, is_active: false },
      { name: '', monthly_price: 1 },
      { name: 'No price', monthly_price: 'free' },
      null,
      { name: 'A', monthly_price: '2.50', display_order: 1 },
    ]);
    expect(list.map((a) => [a.name, a.monthlyPriceCents])).toEqual([
      ['A', 250],
      ['B', 100],
    ]);
    expect(activeAddOns('nope')).toEqual([]);
  });

  test('when an add-on arrives with explicit fields, then they are kept', () => {
    expect(
      normaliseAddOn({
        id: 9,
        name: 'Loss cover',
        monthly_price: 4,
        description: 'd',
        addon_type: 'data',
        icon_name: 'Clock',
        color_scheme: 'green',
        features: ['x', ' '],
      }),
    ).toMatchObject({
      id: '9',
      type: 'data',
      icon: 'Clock',
      colorScheme: 'green',
      features: ['x'],
    });
  });

  test('when an add-on has no id, an unknown icon and comma features, then name, a type icon and a list are used', () => {
    expect(
      normaliseAddOn({
        name: 'Extended Warranty',
        monthly_price: 2.99,
        icon_name: 'Star',
        features: 'a, b',
      }),
    ).toMatchObject({
      id: 'Extended Warranty',
      type: 'warranty',
      icon: 'Clock',
      colorScheme: 'blue',
      features: ['a', 'b'],
    });
    expect(normaliseAddOn({ name: 'Data', monthly_price: 1 })?.icon).toBe('Smartphone');
    expect(normaliseAddOn({ name: 'Other', monthly_price: 1 })).toMatchObject({
      icon: 'Shield',
      features: [],
    });
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
