// The CSS the app's emotion cache writes (the prerendered pages' styles are written by this same cache):
// no prefixes for browsers older than the build's, and the two that current browsers still need; in a
// browser, no rule that the browser's insertRule would refuse.
import { createStyleCache } from '../src/app/style-cache';

/** The rules the cache writes for `styles` under the class `.c`. */
function cssOf(styles: string, selector = '.c'): string {
  const cache = createStyleCache();
  return cache.insert(selector, { name: 'c', styles, next: undefined }, cache.sheet, false) ?? '';
}

describe('the app style cache', () => {
  it('writes flex, transitions and transforms once, unprefixed', () => {
    expect(cssOf('display:flex;align-items:center;transition:opacity 1s;transform:scale(2);')).toBe(
      '.c{display:flex;align-items:center;transition:opacity 1s;transform:scale(2);}',
    );
  });

  it('writes a ::placeholder rule once', () => {
    expect(cssOf('&::placeholder{opacity:0.4;}')).toBe('.c::placeholder{opacity:0.4;}');
  });

  it("keeps Safari's -webkit-user-select, so that a long press does not select a button's label", () => {
    expect(cssOf('user-select:none;')).toBe('.c{-webkit-user-select:none;user-select:none;}');
  });

  it('keeps -webkit-print-color-adjust, so that printed buttons keep their colours in Chrome', () => {
    expect(cssOf('@media print{color-adjust:exact;}')).toBe(
      '@media print{.c{-webkit-print-color-adjust:exact;color-adjust:exact;}}',
    );
  });

  it("writes another browser's pseudo where there are no constructable sheets (the prerender, in Node)", () => {
    expect(cssOf('&::-moz-focus-inner{border-style:none;}')).toBe(
      '.c::-moz-focus-inner{border-style:none;}',
    );
  });

  describe('in a browser that reads only its own pseudos', () => {
    const browserGlobals = globalThis as { CSSStyleSheet?: unknown };
    const asked: string[] = [];

    beforeEach(() => {
      asked.length = 0;
      // A Chromium stand-in: its insertRule throws on Firefox's and old Edge's pseudos.
      browserGlobals.CSSStyleSheet = class {
        insertRule(rule: string): number {
          asked.push(rule);
          if (/::?-(moz|ms)-/.test(rule))
            throw new SyntaxError(`Failed to parse the rule '${rule}'.`);
          return 0;
        }
      };
    });

    afterEach(() => {
      delete browserGlobals.CSSStyleSheet;
    });

    it('writes no rule that the browser would refuse, and keeps the rest of the style', () => {
      expect(cssOf('border:0;&::-moz-focus-inner{border-style:none;}')).toBe('.c{border:0;}');
      expect(cssOf('&::-ms-input-placeholder{opacity:0.4;}')).toBe('');
    });

    it('drops a whole rule when one of its selectors is unreadable, as the browser does', () => {
      expect(cssOf('&::-webkit-input-placeholder,&::-moz-placeholder{opacity:0.4;}')).toBe('');
    });

    it('keeps the rules on the pseudos the browser reads', () => {
      expect(
        cssOf('&::-webkit-input-placeholder{opacity:0.4;}&:-webkit-autofill{color:red;}'),
      ).toBe('.c::-webkit-input-placeholder{opacity:0.4;}.c:-webkit-autofill{color:red;}');
    });

    it('asks the browser once per pseudo, not once per rule', () => {
      const cache = createStyleCache();
      for (const name of ['a', 'b', 'c'])
        cache.insert(
          `.${name}`,
          { name, styles: '&::-moz-focus-inner{border:0;}', next: undefined },
          cache.sheet,
          false,
        );
      expect(asked).toEqual(['*::-moz-focus-inner{}']);
    });
  });
});
