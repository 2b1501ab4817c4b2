import {
  catalogueGaps,
  deductibleFromDollarsOrLabel,
  FEATURE_FLAG_LABELS,
  parseFeatures,
  PLAN_FEATURE_FLAGS,
  splitCommaList,
} from '../src';

describe('plan features', () => {
  test.each<[string, unknown, string[]]>([
    ['a list', ['Screen repair', ' Theft ', '', 3], ['Screen repair', 'Theft', '3']],
    ['a JSON list string', '["Screen repair","Water damage"]', ['Screen repair', 'Water damage']],
    ['a JSON flags string', '{"theft":true,"water_damage":false}', ['Theft coverage']],
    ['a comma separated string', 'Screen repair, , Theft', ['Screen repair', 'Theft']],
    ['a broken JSON string', '[not json', ['[not json']],
    ['a blank string', '   ', []],
    ['null', null, []],
    ['undefined', undefined, []],
    ['a number', 42, []],
    [
      'flags with non-boolean truthy values',
      { theft: 'yes', data_recovery: true },
      ['Data recovery'],
    ],
  ])('when features arrive as %s, then they read as lines', (_label, input, lines) => {
    expect(parseFeatures(input)).toEqual(lines);
  });

  test('when every flag is true, then all ten readable labels are shown in the known order', () => {
    const allTrue = Object.fromEntries(PLAN_FEATURE_FLAGS.map((flag) => [flag, true]));
    expect(parseFeatures(allTrue)).toEqual(
      PLAN_FEATURE_FLAGS.map((flag) => FEATURE_FLAG_LABELS[flag]),
    );
    expect(new Set(Object.values(FEATURE_FLAG_LABELS)).size).toBe(10);
  });

  test('when admin features are comma separated, then they are trimmed and blanks dropped', () => {
    expect(splitCommaList(' a, ,b ,c,')).toEqual(['a', 'b', 'c']);
  });
});

describe('plan ids', () => {});

describe('deductibles and plan-switch prices', () => {
  test.each<[number | string, object]>([
    [29.99, { kind: 'amount', cents: 2999 }],
    [0, { kind: 'amount', cents: 0 }],
    ['No Coverage', { kind: 'notCovered', label: 'No Coverage' }],
    ['  Not included ', { kind: 'notCovered', label: 'Not included' }],
    ['', { kind: 'notCovered', label: 'No Coverage' }],
  ])('when a deductible is given as %p, then it reads %p', (value, deductible) => {
    expect(deductibleFromDollarsOrLabel(value)).toEqual(deductible);
  });
});

describe('a complete catalogue', () => {
  test.each<[number, number, number, string[]]>([
    [3, 3, 60, []],
    [0, 0, 0, ['plans', 'add-ons', 'device prices']],
    [3, 0, 0, ['add-ons', 'device prices']],
    [3, 3, 0, ['device prices']],
    [0, 3, 60, ['plans']],
  ])(
    'when the catalogue has %p plans, %p add-ons and %p device prices, then it lacks %p',
    (plans, addOns, devices, gaps) => {
      const list = (n: number) => Array.from({ length: n }, (_, i) => i);
      expect(
        catalogueGaps({ plans: list(plans), addOns: list(addOns), devices: list(devices) }),
      ).toEqual(gaps);
    },
  );
});
