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

/** stylis' type of a rule set ('.a:hover{...}'), whose props are its selectors. */
const RULESET = 'rule';

/** Another browser's pseudo-class or pseudo-element: ::-moz-focus-inner, ::-ms-input-placeholder... */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[a-z-]+(?![a-z(-])/g;

/**
 * A rule for another browser's pseudo (MUI writes Firefox's ::-moz-focus-inner on every button, and
 * ::-moz-placeholder and old Edge's ::-ms-input-placeholder beside ::-webkit-input-placeholder on every
 * field) is not handed to a browser that cannot read it: emotion inserts each rule with insertRule, which
 * throws on a selector the browser does not know. Emotion swallows the error, but each throw cost a 4x
 * slower phone 1-2 ms, against 0.06 ms for a rule taken: 22-25 of them, about 40 ms, as /customer/claims
 * and /register-device first draw their forms. The browser would have dropped each of these rules. So
 * the browser is asked once per pseudo, by a rule on it in a scratch sheet (one throw each, not one per
 * rule); one unreadable selector drops its whole rule, as in a browser. (CSS.supports('selector(...)')
 * is no guide: Chromium answers false for ::-webkit-input-placeholder, which its insertRule takes. A
 * vendor pseudo inside :is() or :where(), which a browser forgives, would be dropped too: the app writes
 * none.) Where there are no constructable sheets, the prerender in Node, every rule is written: a page's
 * CSS text is read by every browser, and its parser skips what it does not know without an error.
 */
function dropUnreadableRules(): StylisPlugin | undefined {
  let scratch: CSSStyleSheet;
  try {
    scratch = new CSSStyleSheet();
  } catch {
    return undefined;
  }
  const readable: Record<string, boolean> = {};
  const browserReads = (pseudo: string): boolean => {
    if (!(pseudo in readable)) {
      try {
        scratch.insertRule(`*${pseudo}{}`);
        readable[pseudo] = true;
      } catch {
        readable[pseudo] = false;
      }
    }
    return readable[pseudo]!;
  };
  // stylis writes a rule set from its children: without them it writes nothing.
  return (element) => {
    if (
      element.type === RULESET &&
      !(String(element.props).match(VENDOR_PSEUDO) ?? []).every(browserReads)
    )
      element.children = [];
  };
}

export function createStyleCache(): EmotionCache {
  const dropUnreadable = dropUnreadableRules();
  return createCache({
    key: STYLE_KEY,
    stylisPlugins: dropUnreadable ? [prefixStillNeeded, dropUnreadable] : [prefixStillNeeded],
  });
}
