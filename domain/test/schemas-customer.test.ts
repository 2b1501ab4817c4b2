import {
  billingDetailsSchema,
  claimSchema,
  createPaymentSchema,
  createSubscriptionWithDeviceSchema,
  CUSTOM_MODEL_VALUE,
  customDevicePricingSchema,
  customDeviceValueError,
  isIsoDate,
  parseWith,
  profileFetchError,
  profileFormSchema,
  profileUpdateSchema,
  registerDeviceSchema,
  subscriptionUpdateSchema,
  toProfileUpdateBody,
} from '../src';

const IMEI = '490154203237518';
const errorsOf = (result: ReturnType<typeof parseWith>) => (result.ok ? {} : result.errors);

describe('register device form', () => {
  const valid = {
    deviceType: 'phone',
    deviceModel: 'd1',
    imei: IMEI,
    condition: 'good',
    planType: 'premium',
  };

  test('when a listed model is registered, then the form passes with defaults', () => {
    expect(parseWith(registerDeviceSchema, valid)).toEqual({
      ok: true,
      value: {
        ...valid,
        customModelName: '',
        currentValue: '',
        serialNumber: undefined,
        purchaseDate: undefined,
        selectedAddOns: [],
      },
    });
  });

  test('when nothing is filled in, then the spec messages appear', () => {
    expect(errorsOf(parseWith(registerDeviceSchema, {}))).toEqual({
      deviceType: 'Please select device type',
      deviceModel: 'Please select a device model.',
      imei: 'IMEI is required',
      condition: 'Please select device condition',
      planType: 'Please select a plan',
    });
  });

  test.each<[object, Record<string, string>]>([
    [{ imei: '12345' }, { imei: 'IMEI must be exactly 15 digits' }],
    [{ imei: '4901542032375189' }, { imei: 'IMEI must be exactly 15 digits' }],
    [{ imei: '49015420323751x' }, { imei: 'IMEI must be exactly 15 digits' }],
    [
      { imei: '490154203237519' },
      { imei: 'IMEI is not valid: please check the number (dial *#06# to see it)' },
    ],
    [{ imei: '49-015420-323751-8' }, {}],
    [{ condition: 'broken' }, { condition: 'Please select device condition' }],
    [{ deviceType: 'watch' }, { deviceType: 'Please select device type' }],
  ])('when the device form has %p, then the errors are %p', (change, errors) => {
    expect(errorsOf(parseWith(registerDeviceSchema, { ...valid, ...change }))).toEqual(errors);
  });

  test.each<[object, Record<string, string>]>([
    [
      {},
      {
        customModelName: 'Please enter your custom device model name.',
        currentValue: 'Device value is required for custom models',
      },
    ],
    [
      { customModelName: 'Nokia 3310', currentValue: '49' },
      { currentValue: 'Device value must be at least $50' },
    ],
    [
      { customModelName: 'Nokia 3310', currentValue: '50.5' },
      { currentValue: 'Please enter a valid dollar amount (numbers only)' },
    ],
    [
      { customModelName: 'Nokia 3310', currentValue: '$80' },
      { currentValue: 'Please enter a valid dollar amount (numbers only)' },
    ],
    [{ customModelName: 'Nokia 3310', currentValue: '50' }, {}],
  ])('when a custom model has %p, then the errors are %p', (change, errors) => {
    expect(
      errorsOf(
        parseWith(registerDeviceSchema, { ...valid, deviceModel: CUSTOM_MODEL_VALUE, ...change }),
      ),
    ).toEqual(errors);
  });

  test.each<[string | number | null | undefined, string | null]>([
    ['', 'Device value is required for custom models'],
    [null, 'Device value is required for custom models'],
    [undefined, 'Device value is required for custom models'],
    ['abc', 'Please enter a valid dollar amount (numbers only)'],
    ['-60', 'Please enter a valid dollar amount (numbers only)'],
    ['49', 'Device value must be at least $50'],
    [50, null],
    [' 1200 ', null],
  ])('when the custom value is %p, then the error is %p', (value, message) => {
    expect(customDeviceValueError(value)).toBe(message);
  });

  test('when billing details are missing, then the spec messages appear', () => {
    expect(errorsOf(parseWith(billingDetailsSchema, {}))).toEqual({
      nameOnCard: 'Please enter the name on your card',
      zipCode: 'Please enter your ZIP/postal code',
    });
  });
});

describe('create-subscription-with-device body', () => {
  const body = {
    amount: 21.98,
    paymentMethodId: 'pm_card_visa',
    addOns: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    selectedAddons: ['a1', 2, { id: 'a3' }],
    deviceData: {
      brand: 'Apple',
      model: 'iPhone 15',
      imei: IMEI,
      condition: 'excellent',
      current_value: null,
      status: 'active',
    },
    subscriptionData: {
      plan_id: 2,
      plan_type: 'premium',
      plan_name: 'Premium Plan',
      monthly_price: 19.99,
      total_price: 21.98,
    },
    userId: 'someone-else',
  };

  test('when a valid body arrives, then ids are normalized and unknown fields dropped', () => {
    const parsed = parseWith(createSubscriptionWithDeviceSchema, body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.selectedAddons).toEqual(['a1', '2', 'a3']);
    expect(parsed.value).not.toHaveProperty('userId');
    expect(parsed.value.deviceData).not.toHaveProperty('status');
  });

  test.each<[string, object, Record<string, string>]>([
    [
      'a bad IMEI',
      { deviceData: { ...body.deviceData, imei: '123' } },
      { 'deviceData.imei': 'IMEI must be exactly 15 digits' },
    ],
    [
      'a low custom value',
      { deviceData: { ...body.deviceData, current_value: 20 } },
      { 'deviceData.current_value': 'Device value must be at least $50' },
    ],
    [
      'no plan',
      { subscriptionData: { plan_type: 'x' } },
      { 'subscriptionData.plan_id': 'Please select a protection plan.' },
    ],
    [
      'an object as plan id',
      { subscriptionData: { plan_id: { a: 1 } } },
      { 'subscriptionData.plan_id': 'Please select a protection plan.' },
    ],
    ['a blank add-on id', { selectedAddons: [''] }, { 'selectedAddons[0]': 'Invalid add-on' }],
  ])('when the body has %s, then the errors are %p', (_label, change, errors) => {
    expect(errorsOf(parseWith(createSubscriptionWithDeviceSchema, { ...body, ...change }))).toEqual(
      errors,
    );
  });

  test('when the custom pricing body is checked, then value rules apply', () => {
    expect(
      parseWith(customDevicePricingSchema, { device_model: 'Nokia', device_value: '120' }),
    ).toEqual({
      ok: true,
      value: { device_brand: '', device_model: 'Nokia', device_value: 120 },
    });
    expect(
      errorsOf(parseWith(customDevicePricingSchema, { device_model: '', device_value: 'x' })),
    ).toEqual({
      device_model: 'Please enter your custom device model name.',
      device_value: 'Please enter a valid dollar amount (numbers only)',
    });
    expect(
      errorsOf(parseWith(customDevicePricingSchema, { device_model: 'N', device_value: 10 })),
    ).toEqual({
      device_value: 'Device value must be at least $50',
    });
  });
});

describe('claim form', () => {
  const valid = {
    device_id: 'dev1',
    claim_type: 'screen_damage',
    description: 'Cracked',
    incident_date: '2026-03-01',
  };
  const now = new Date('2026-03-10T12:00:00Z');
  const check = (body: object) => {
    try {
      claimSchema.validateSync(body, { abortEarly: false, stripUnknown: true, context: { now } });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as { inner: { path: string; message: string }[] }).inner.map((e) => [
          e.path,
          e.message,
        ]),
      );
    }
  };

  test('when the required fields are missing, then each says Please fill in all required fields', () => {
    expect(check({})).toEqual({
      device_id: 'Please fill in all required fields',
      claim_type: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      incident_date: 'Please fill in all required fields',
    });
  });

  test.each<[object, Record<string, string>]>([
    [{}, {}],
    [{ claim_type: 'lost' }, { claim_type: 'Please fill in all required fields' }],
    [
      { claim_type: 'theft' },
      { police_report_number: 'Police report number is required for theft claims' },
    ],
    [{ claim_type: 'theft', police_report_number: ' PR-1 ' }, {}],
    [{ incident_date: '2026-03-11' }, { incident_date: 'Incident date cannot be in the future' }],
    [{ incident_date: '2026-02-30' }, { incident_date: 'Please enter a valid incident date' }],
    [{ incident_date: '03/01/2026' }, { incident_date: 'Please enter a valid incident date' }],
    [
      { estimated_repair_cost: 'abc' },
      { estimated_repair_cost: 'Estimated repair cost must be a positive amount' },
    ],
    [
      { estimated_repair_cost: -1 },
      { estimated_repair_cost: 'Estimated repair cost must be a positive amount' },
    ],
    [{ estimated_repair_cost: '' }, {}],
    [{ estimated_repair_cost: '149.99' }, {}],
  ])('when the claim has %p, then the errors are %p', (change, errors) => {
    expect(check({ ...valid, ...change })).toEqual(errors);
  });

  test('when a non-theft claim carries a police report number, then it is dropped', () => {
    const value = claimSchema.validateSync(
      { ...valid, police_report_number: 'PR-9', status: 'approved' },
      { stripUnknown: true },
    );
    expect(value.police_report_number).toBeUndefined();
    expect(value).not.toHaveProperty('status');
  });

  test('when no clock is given, then any valid past or future date passes', () => {
    expect(parseWith(claimSchema, { ...valid, incident_date: '2099-01-01' }).ok).toBe(true);
  });

  test.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['x', false],
  ])('when the incident date is %p, then it is a real date: %p', (date, ok) => {
    expect(isIsoDate(date)).toBe(ok);
  });
});

describe('profile', () => {
  test('when the profile is saved, then e-mail is not part of it and zipCode is sent as zip_code', () => {
    const parsed = parseWith(profileFormSchema, {
      name: 'Ann',
      email: 'new@x.co',
      state: 'tx',
      zipCode: '78701',
      phone: '',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: 'Ann',
        state: 'TX',
        zipCode: '78701',
        phone: undefined,
        address: undefined,
        city: undefined,
      },
    });
    if (parsed.ok)
      expect(toProfileUpdateBody(parsed.value)).toMatchObject({
        name: 'Ann',
        zip_code: '78701',
        state: 'TX',
      });
  });

  test.each<[object, Record<string, string>]>([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: 'Ann', state: 'ZZ' }, { state: 'Please select a valid state' }],
    [{ name: 'Ann', state: '' }, {}],
  ])('when the profile update body is %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(profileUpdateSchema, body))).toEqual(errors);
  });

  test.each([
    [404, 'Customer profile not found. Please complete your registration.'],
    [403, 'Access denied'],
    [500, 'Failed to fetch customer data: 500'],
  ])('when the profile fetch answers %p, then the message is %p', (status, message) => {
    expect(profileFetchError(status)).toBe(message);
  });
});

describe('subscription update and payment', () => {
  test.each<[object, Record<string, string>]>([
    [{ planType: 'premium' }, {}],
    [{}, { planType: 'Please select a plan' }],
  ])('when the plan update is %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(subscriptionUpdateSchema, body))).toEqual(errors);
  });

  test('when a plan update is parsed, then the add-on flags default to false', () => {
    expect(
      parseWith(subscriptionUpdateSchema, { planType: 'basic', addOns: { dataRecovery: true } }),
    ).toEqual({
      ok: true,
      value: {
        planType: 'basic',
        addOns: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: true },
      },
    });
  });

  test.each<[object, Record<string, string>]>([
    [{ amount: 21.98, paymentMethodId: 'pm', subscriptionId: 's1', planId: 2 }, {}],
    [
      { amount: 21.98, paymentMethodId: 'pm', subscriptionId: 's1', planId: 0 },
      { planId: 'Invalid plan selected.' },
    ],
    [
      { amount: 21.98, paymentMethodId: 'pm', subscriptionId: 's1' },
      { planId: 'Invalid plan selected.' },
    ],
  ])('when the payment body is %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(createPaymentSchema, body))).toEqual(errors);
  });
});

describe('purchase date on registration', () => {
  const valid = {
    deviceType: 'phone',
    deviceModel: 'd1',
    imei: IMEI,
    condition: 'good',
    planType: 'premium',
  };
  const now = new Date('2026-03-10T12:00:00Z');
  const check = (purchaseDate: string, context?: object) => {
    try {
      registerDeviceSchema.validateSync({ ...valid, purchaseDate }, { abortEarly: false, context });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  test.each<[string, object | undefined, string | null]>([
    ['2025-01-01', { now }, null],
    ['2022-01-01', { now }, 'Only devices under 3 years old can be enrolled'],
    ['2027-01-01', { now }, 'Purchase date cannot be in the future'],
    ['2022-01-01', undefined, null],
    ['2022-13-01', undefined, 'Please enter a valid purchase date'],
  ])('when the purchase date is %p (clock %p), then the error is %p', (date, context, message) => {
    expect(check(date, context)).toBe(message);
  });
});
