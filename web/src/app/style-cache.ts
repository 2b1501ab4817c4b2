// The app's emotion cache: one in the browser (main.tsx) and one per prerender (src/prerender.tsx), made
// the same way, so that the prerendered styles are the ones the browser would write, under the same class
// names.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The class names' prefix (app-1x2y3z). Not emotion's default 'css': the cache emotion makes for itself
 * when it loads (@emotion/react) takes every `css` style tag in the page as its own and moves it to the
 * end of <head>, and the browser then sets the page's whole style sheet aside and back, 12-26 ms of the
 * app's start on a 4x slower phone (/login). Unused here, that cache now finds none.
 */
export const STYLE_KEY = 'app';

/**
 * The vendor prefixes the browsers this build runs in still need (it is ES2022: Safari 16.4+, Chrome
 * and Firefox since 2021), in place of emotion's default prefixer, which writes every flex, transition
 * and transform declaration again for browsers from before 2015 (-ms-flexbox, -webkit-box...), and every
 * ::placeholder rule three times: a fifth to a quarter of the CSS of each page, all parsed by the phone.
 * Safari still reads user-select only as -webkit-user-select (a button's label must not be selected by a
 * long press), and Chrome before 136 prints backgrounds with -webkit-print-color-adjust (MUI's buttons'
 * colorAdjust in print). A property that Safari 16.4 reads only prefixed and the app starts to use
 * (hyphens, backdrop-filter, box-decoration-break) goes here too.
 */
const STILL_PREFIXED: Readonly<Record<string, string>> = {
  'user-select': '-webkit-',
  'color-adjust': '-webkit-print-',
};

/** stylis' type of a declaration ('user-select:none;'), whose props is the property's name. */
const DECLARATION = 'decl';

const prefixStillNeeded: StylisPlugin = (element) => {
  if (element.type !== DECLARATION || typeof element.props !== 'string') return;
  const prefix = STILL_PREFIXED[element.props];
  if (prefix) element.return = `${prefix}${element.value}${element.value}`;
};

export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY, stylisPlugins: [prefixStillNeeded] });
}
