// The CSS the app's emotion cache writes (the prerendered pages' styles are written by this same cache):
// no prefixes for browsers older than the build's, and the two that current browsers still need.
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
});
