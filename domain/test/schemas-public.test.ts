import {
  contactSchema,
  CONTACT_SUBJECTS,
  forgotPasswordSchema,
  googleRegisterCustomerSchema,
  loginSchema,
  parseWith,
  quoteFormSchema,
  registerCustomerSchema,
  registrationSchema,
  sessionUserName,
  splitDisplayName,
  US_STATE_CODES,
  US_STATES,
} from '../src';

const errorsOf = (result: ReturnType<typeof parseWith>) => (result.ok ? {} : result.errors);

describe('login form', () => {
  test.each<[object, Record<string, string>]>([
    [{ email: 'a@b.co', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [{ email: 'a@b', password: 'x' }, { email: 'Invalid email address' }],
    [{ email: 'ab.co', password: 'x' }, { email: 'Invalid email address' }],
    [{ email: 'a b@c.co', password: 'x' }, { email: 'Invalid email address' }],
  ])('when login is submitted with %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(loginSchema, body))).toEqual(errors);
  });

  test('when login is parsed, then unknown fields are stripped and remember me defaults to false', () => {
    const parsed = parseWith(loginSchema, { email: ' a@b.co ', password: 'pw', role: 'admin' });
    expect(parsed).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'pw', rememberMe: false },
    });
  });
});

describe('registration form', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '555-0100',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '7870',
    password: 'secret1',
    confirmPassword: 'secret1',
    terms: true,
  };

  test('when everything is filled in, then it passes and the ZIP code is not format-checked', () => {
    expect(parseWith(registrationSchema, valid)).toMatchObject({
      ok: true,
      value: { zipCode: '7870' },
    });
  });

  test('when everything is empty, then every spec message appears', () => {
    expect(errorsOf(parseWith(registrationSchema, {}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP Code is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      terms: 'You must accept the terms and conditions',
    });
  });

  test.each<[object, Record<string, string>]>([
    [{ email: 'nope' }, { email: 'Invalid email' }],
    [
      { password: 'abc12', confirmPassword: 'abc12' },
      { password: 'Password must be at least 6 characters' },
    ],
    [{ confirmPassword: 'other1' }, { confirmPassword: 'Passwords do not match' }],
    [{ terms: false }, { terms: 'You must accept the terms and conditions' }],
    [{ state: 'XX' }, { state: 'Please select a valid state' }],
    [{ state: '' }, { state: 'State is required' }],
    [{ firstName: '   ' }, { firstName: 'First name is required' }],
  ])('when the registration has %p, then the errors are %p', (change, errors) => {
    expect(errorsOf(parseWith(registrationSchema, { ...valid, ...change }))).toEqual(errors);
  });

  test('when a state is typed in lower case, then it is stored as its code', () => {
    expect(parseWith(registrationSchema, { ...valid, state: 'ca' })).toMatchObject({
      ok: true,
      value: { state: 'CA' },
    });
  });

  test('when the states are listed, then there are the 50 two-letter codes with names', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATES.find((s) => s.code === 'NY')?.name).toBe('New York');
    expect(US_STATE_CODES).not.toContain('DC');
  });

  test('when the api receives the registration body, then role and unknown fields are dropped', () => {
    const { email: _e, password: _p, confirmPassword: _c, ...rest } = valid;
    const parsed = parseWith(registerCustomerSchema, {
      ...rest,
      idToken: 'tok',
      role: 'admin',
      email: 'x@y.z',
    });
    expect(parsed).toEqual({ ok: true, value: { ...rest, idToken: 'tok' } });
    expect(errorsOf(parseWith(registerCustomerSchema, rest))).toEqual({
      idToken: 'Not authenticated',
    });
  });

  test('when the Google variant arrives, then only idToken, firstName and lastName are kept', () => {
    expect(
      parseWith(googleRegisterCustomerSchema, { idToken: 't', firstName: 'Ann', phone: '1' }),
    ).toEqual({
      ok: true,
      value: { idToken: 't', firstName: 'Ann', lastName: '' },
    });
    expect(errorsOf(parseWith(googleRegisterCustomerSchema, { idToken: 't' }))).toEqual({
      firstName: 'First name is required',
    });
  });

  test.each<[string | null, { firstName: string; lastName: string }]>([
    ['Ann Marie Lee', { firstName: 'Ann', lastName: 'Marie Lee' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    ['  ', { firstName: '', lastName: '' }],
    [null, { firstName: '', lastName: '' }],
  ])('when a Google display name is %p, then it splits into %p', (name, parts) => {
    expect(splitDisplayName(name)).toEqual(parts);
  });

  test.each<[string | null, string | null, string]>([
    ['Ann Lee', 'ann@example.com', 'Ann Lee'],
    [null, 'ann@example.com', 'ann'],
    [' ', 'bob@example.com', 'bob'],
    [null, null, ''],
  ])(
    'when the display name is %p and e-mail %p, then the session name is %p',
    (name, email, shown) => {
      expect(sessionUserName(name, email)).toBe(shown);
    },
  );
});

describe('forgot password form', () => {
  test.each<[object, Record<string, string>]>([
    [{ email: 'a@b.co' }, {}],
    [{ email: '' }, { email: 'Please enter your email' }],
    [{}, { email: 'Please enter your email' }],
    [{ email: 'x' }, { email: 'Invalid email' }],
  ])('when the reset form has %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(forgotPasswordSchema, body))).toEqual(errors);
  });
});

describe('contact form', () => {
  const valid = { name: 'Ann', email: 'a@b.co', subject: 'billing', message: 'Hello' };
  test.each<[object, Record<string, string>]>([
    [valid, {}],
    [
      {},
      {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
    [{ ...valid, email: 'a@b' }, { email: 'Invalid email' }],
    [{ ...valid, subject: 'sales' }, { subject: 'Subject is required' }],
  ])('when the contact form has %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(contactSchema, body))).toEqual(errors);
  });

  test('when the phone is blank, then it is left out; the subjects are the spec five', () => {
    expect(parseWith(contactSchema, { ...valid, phone: ' ' })).toEqual({
      ok: true,
      value: { ...valid, phone: undefined },
    });
    expect(parseWith(contactSchema, { ...valid, phone: '555' })).toMatchObject({
      ok: true,
      value: { phone: '555' },
    });
    expect(CONTACT_SUBJECTS).toEqual(['claim', 'billing', 'coverage', 'technical', 'general']);
  });
});

describe('quote form', () => {
  test.each<[object, Record<string, string>]>([
    [{ deviceType: 'phone', deviceModel: 'd1', planId: 'p1' }, {}],
    [
      {},
      {
        deviceType: 'Please select a device type',
        deviceModel: 'Please select a device model',
        planId: 'Please select a plan',
      },
    ],
    [
      { deviceType: 'watch', deviceModel: 'd1', planId: 'p1' },
      { deviceType: 'Please select a device type' },
    ],
  ])('when the quote form has %p, then the errors are %p', (body, errors) => {
    expect(errorsOf(parseWith(quoteFormSchema, body))).toEqual(errors);
  });

  test('when an IMEI or serial is typed on the quote, then it is optional free text', () => {
    expect(
      parseWith(quoteFormSchema, {
        deviceType: 'tablet',
        deviceModel: 'd',
        planId: 'p',
        imei: 'SN-1',
      }),
    ).toMatchObject({
      ok: true,
      value: { imei: 'SN-1' },
    });
  });
});

describe('parseWith', () => {
  test('when the body is missing, then every required field is reported', () => {
    expect(errorsOf(parseWith(loginSchema, undefined))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  test('when the body is not an object, then the error is reported under form', () => {
    const result = parseWith(loginSchema, 'text');
    expect(result.ok).toBe(false);
    expect(Object.keys(errorsOf(result))).toEqual(['form']);
  });

  test('when a schema throws something other than a validation error, then it is rethrown', () => {
    const exploding = loginSchema.test('boom', 'boom', () => {
      throw new TypeError('bug');
    });
    expect(() => parseWith(exploding, { email: 'a@b.co', password: 'x' })).toThrow(TypeError);
  });
});
