// A prerendered page is on screen before the app has started. Until then its links work (they are plain
// links) but its buttons do nothing, and a form would be sent by the browser itself, into the URL. An
// inline script in the page's HTML (vite-plugins/landing-pages.ts) holds back those clicks and
// submissions and notes what is typed; once the page has hydrated they are played again, so the first
// tap or the first words typed are not lost.

/** What the inline script keeps on window: the held-back targets, typed text, and how to stop. */
export interface EarlyInteractions {
  targets: Element[];
  /** Each field typed into, with its text then and its prerendered value (which hydration puts back). */
  typed: Array<[HTMLInputElement | HTMLTextAreaElement, string, string]>;
  stop(): void;
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}

/** Elements whose clicks are held back: controls that need the app (links navigate on their own). */
export const HELD_BACK_CONTROLS =
  'button,[role="button"],[role="tab"],[role="combobox"],[role="checkbox"],[role="radio"],[role="switch"],input[type="checkbox"],input[type="radio"],summary';

/** The inline script's source (kept here beside the replay, so the two never disagree). */
export function earlyInteractionsScript(): string {
  return `(function(){var t=[],y=[];function c(e){var x=e.target instanceof Element&&e.target.closest(${JSON.stringify(HELD_BACK_CONTROLS)});if(x){e.preventDefault();e.stopPropagation();t.push(x)}}function s(e){e.preventDefault();t.push(e.target)}function i(e){var x=e.target;if(x instanceof HTMLInputElement||x instanceof HTMLTextAreaElement)y.push([x,x.value,x.defaultValue])}document.addEventListener('click',c,true);document.addEventListener('submit',s,true);document.addEventListener('input',i,true);window.earlyInteractions={targets:t,typed:y,stop:function(){document.removeEventListener('click',c,true);document.removeEventListener('submit',s,true);document.removeEventListener('input',i,true)}}})()`;
}

/**
 * Text typed before the app started is put back into its field and announced with an input event:
 * hydration (or the form library) resets a field to its prerendered value. A field typed into since
 * then is left alone. The field is first emptied through React's own setter, so React sees a change.
 */
function replayTypedText(typed: EarlyInteractions['typed']): void {
  const latest = new Map(typed.map(([field, text, prerendered]) => [field, { text, prerendered }]));
  for (const [field, { text, prerendered }] of latest) {
    if (!field.isConnected || field.value !== prerendered || field.value === text) continue;
    const setNativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    field.value = '';
    setNativeValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Stops holding back, then plays the held-back typing, clicks and submissions on the hydrated page. */
export function replayEarlyInteractions(): void {
  const early = window.earlyInteractions;
  if (!early) return;
  window.earlyInteractions = undefined;
  early.stop();
  replayTypedText(early.typed);
  for (const target of early.targets) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) {
      target.requestSubmit();
      continue;
    }
    // Some controls open on mouse down (MUI's select), so the whole press is played, not only the click.
    for (const type of ['mousedown', 'mouseup', 'click']) {
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }));
    }
  }
}
