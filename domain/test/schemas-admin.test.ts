import {
  ADMIN_MESSAGES,
  addOnFormSchema,
  adminSubscriptionStatusSchema,
  claimStatusUpdateSchema,
  devicePricingFormSchema,
  parseWith,
  PLAN_FORM_DEFAULTS,
  planFormSchema,
  popularSchema,
  toPlanPayload,
} from '../src';

const errorsOf = (result: ReturnType<typeof parseWith>) => (result.ok ? {} : result.errors);

describe('admin plan form', () => {
  test('when only a name is given, then the spec defaults fill the rest', () => {
    const parsed = parseWith(planFormSchema, { name: 'Gold' });
    expect(parsed).toEqual({ ok: true, value: { ...PLAN_FORM_DEFAULTS, name: 'Gold' } });
    expect(PLAN_FORM_DEFAULTS).toMatchObject({
      duration_months: 1,
      claim_limit: 2,
      deductible_screen: 29.99,
      deductible_back_glass: 39.99,
      deductible_theft: 'No Coverage',
      coverage_limit: 1000,
      display_order: 0,
      color_scheme: 'blue',
      is_active: true,
    });
  });

  test.each<[object, Record<string, string>]>([
    [{}, { name: 'Plan Name is required' }],
    [{ name: '  ' }, { name: 'Plan Name is required' }],
    [{ name: 'Gold', monthly_price: 'abc' }, { monthly_price: 'Please enter a number' }],
    [{ name: 'Gold', claim_limit: 'many' }, { claim_limit: 'Please enter a number' }],
    [{ name: 'Gold', deductible_screen: -5 }, { deductible_screen: 'Please enter a number' }],
    [
      { name: 'Gold', color_scheme: 'pink' },
      { color_scheme: 'Please choose blue, green, purple, red or yellow' },
    ],
  ])('when the plan form has %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(planFormSchema, body))).toEqual(errors);
  });

  test('when numbers are typed as text, then they are parsed on save; blanks fall back to defaults', () => {
    const parsed = parseWith(planFormSchema, {
      name: 'Gold',
      monthly_price: '19.99',
      original_price: '',
      claim_limit: '',
      coverage_limit: '1500',
      deductible_screen: '49.99',
      deductible_back_glass: '',
      deductible_theft: ' 99 ',
      color_scheme: '',
      features: ' Theft, , Water damage ',
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        monthly_price: 19.99,
        original_price: null,
        claim_limit: 2,
        coverage_limit: 1500,
        deductible_screen: 49.99,
        deductible_back_glass: 39.99,
        deductible_theft: 99,
        color_scheme: 'blue',
        features: ['Theft', 'Water damage'],
      },
    });
  });

  test('when a deductible is text, then it is kept as text', () => {
    expect(
      parseWith(planFormSchema, { name: 'G', deductible_theft: ' Not covered ' }),
    ).toMatchObject({
      ok: true,
      value: { deductible_theft: 'Not covered' },
    });
  });

  test('when a range plan is saved, then only price_min and price_max are sent, prices null', () => {
    const parsed = parseWith(planFormSchema, {
      name: 'Basic',
      is_price_range: true,
      price_min: '4.99',
      price_max: 14.99,
      monthly_price: 9.99,
    });
    if (!parsed.ok) throw new Error('expected valid');
    const payload = toPlanPayload(parsed.value);
    expect(payload).toMatchObject({
      is_price_range: true,
      price_min: 4.99,
      price_max: 14.99,
      monthly_price: null,
      original_price: null,
    });
  });

  test('when a fixed-price plan is saved, then only monthly_price and original_price are sent', () => {
    const parsed = parseWith(planFormSchema, {
      name: 'Gold',
      monthly_price: 19.99,
      original_price: 24.99,
      price_min: 1,
    });
    if (!parsed.ok) throw new Error('expected valid');
    const payload = toPlanPayload(parsed.value);
    expect(payload).toMatchObject({
      is_price_range: false,
      monthly_price: 19.99,
      original_price: 24.99,
    });
    expect(payload).not.toHaveProperty('price_min');
    expect(payload).not.toHaveProperty('price_max');
  });

  test('when features arrive as a list, then they are kept trimmed', () => {
    expect(parseWith(planFormSchema, { name: 'G', features: [' a ', ''] })).toMatchObject({
      ok: true,
      value: { features: ['a'] },
    });
  });
});

describe('admin device pricing and add-on forms', () => {
  test('when the device pricing form is empty, then numbers default to 0 and nothing is required', () => {
    expect(parseWith(devicePricingFormSchema, {})).toEqual({
      ok: true,
      value: {
        device_brand: '',
        device_model: '',
        device_value: 0,
        plan_price: 0,
        deductible_screen: 0,
        deductible_back_glass: 0,
        deductible_theft: 0,
        is_active: true,
      },
    });
    expect(
      parseWith(devicePricingFormSchema, { device_value: '999', plan_price: '' }),
    ).toMatchObject({
      ok: true,
      value: { device_value: 999, plan_price: 0 },
    });
  });

  test('when the add-on form is saved, then features split, the type is inferred and numbers default to 0', () => {
    expect(
      parseWith(addOnFormSchema, {
        name: 'Extended Warranty',
        features: 'a, ,b',
        icon_name: 'Clock',
        role: 'x',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Extended Warranty',
        description: '',
        monthly_price: 0,
        addon_type: 'warranty',
        icon_name: 'Clock',
        color_scheme: 'blue',
        display_order: 0,
        is_active: true,
        is_popular: false,
        features: ['a', 'b'],
      },
    });
  });

  test.each<[object, object]>([
    [{ name: 'Data Recovery', addon_type: 'custom' }, { addon_type: 'custom' }],
    [{ name: 'Mystery' }, { addon_type: '' }],
    [
      { name: 'X', icon_name: 'Star', features: ['f'] },
      { icon_name: 'Shield', features: ['f'] },
    ],
    [{ name: 'X', monthly_price: '2.99' }, { monthly_price: 2.99 }],
  ])('when the add-on form has %p, then it saves %p', (body, expected) => {
    expect(parseWith(addOnFormSchema, body)).toMatchObject({ ok: true, value: expected });
  });
});

describe('admin status and popular bodies', () => {
  test.each([
    ['active', true],
    ['paused', true],
    ['canceled', true],
    ['trial', false],
    ['past_due', false],
    ['', false],
  ])('when an admin sets a subscription to %p, then it is accepted: %p', (status, ok) => {
    const parsed = parseWith(adminSubscriptionStatusSchema, { status });
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.errors).toEqual({ status: ADMIN_MESSAGES.invalidStatus });
  });

  test.each([
    ['approved', true],
    ['completed', true],
    ['lost', false],
  ])('when an admin sets a claim to %p, then the body is valid: %p', (status, ok) => {
    expect(parseWith(claimStatusUpdateSchema, { status, note: ' ok ' }).ok).toBe(ok);
  });

  test('when a popular flag is sent, then it must be a boolean', () => {
    expect(parseWith(popularSchema, { is_popular: true })).toEqual({
      ok: true,
      value: { is_popular: true },
    });
    expect(parseWith(popularSchema, {}).ok).toBe(false);
  });

  test('when admin confirmations are shown, then they use the spec words', () => {
    expect(ADMIN_MESSAGES.deleteQuote).toBe('Are you sure you want to delete this quote?');
    expect(ADMIN_MESSAGES.deleteUser).toBe('Are you sure you want to delete this user?');
  });
});
