import { mainLandmark } from './mainLandmark';

/**
 * Keeps keyboard focus from falling to <body> when the element holding it goes away: a dialog that closes, also one
 * that unmounts with its owner (Ant Design gives focus back only when a dialog it keeps mounted closes), a dialog
 * opened from a menu item that is gone by then, a row button whose row was deleted, a button disabled once pressed.
 *
 * The page is read as layers: the app's root and each portal Ant Design adds to <body> (a dialog, a drawer, a menu).
 * When focus enters a layer afresh, the element it came from is remembered as that layer's opener. When focus is
 * lost while its layer stays open (a button in a dialog that disables itself), it goes to the focusable box around
 * it, such as the dialog. Otherwise it goes back to the opener of the lost element's layer, or to that opener's opener
 * while they are gone too; with none left (a loss inside the app itself) to the main landmark, where the skip link
 * leads.
 */

interface Visit {
  element: HTMLElement;
  layer: Element;
}

/** A layer's opener: where focus was when it entered the layer. */
const openers = new WeakMap<Element, Visit>();
let current: Visit | undefined;
let stop: (() => void) | undefined;

/** The child of <body> that holds the element: the app's root or a portal. */
function layerOf(element: Element): Element | undefined {
  let node = element;
  while (node.parentElement && node.parentElement !== document.body) node = node.parentElement;
  return node.parentElement === document.body ? node : undefined;
}

const shown = (element: Element) => element.isConnected && element.getClientRects().length > 0;

/** Gone for the keyboard: removed, hidden, or disabled (a button that disables itself when pressed loses focus). */
const gone = (element: HTMLElement) => !shown(element) || element.matches(':disabled');

/** Whether `layer` is among the layers focus came through to reach `from`: focus coming back, not a new opening. */
function cameThrough(from: Element, layer: Element): boolean {
  const seen = new Set<Element>();
  for (let visit = openers.get(from); visit && !seen.has(visit.layer); visit = openers.get(visit.layer)) {
    if (visit.layer === layer) return true;
    seen.add(visit.layer);
  }
  return false;
}

/** The nearest opener still on the page, following the chain of layers back from `lost`. */
function openerOf(lost: Visit): HTMLElement | undefined {
  const seen = new Set<Element>([lost.layer]);
  let visit = openers.get(lost.layer);
  while (visit && gone(visit.element) && !seen.has(visit.layer)) {
    seen.add(visit.layer);
    visit = openers.get(visit.layer);
  }
  return visit && !gone(visit.element) ? visit.element : undefined;
}

/** While the lost element's layer is still open (a dialog), the focusable box around it there, such as the dialog. */
function holderOf(lost: Visit): HTMLElement | undefined {
  if (!lost.element.isConnected || !shown(lost.layer)) return undefined;
  const holder = lost.element.parentElement?.closest<HTMLElement>('[tabindex]');
  return holder && shown(holder) ? holder : undefined;
}

function onFocusIn(event: FocusEvent) {
  const element = event.target;
  if (!(element instanceof HTMLElement)) return;
  const layer = layerOf(element);
  if (!layer) return;
  // The opener may be hidden by now (a menu closes as its entry opens a dialog): the chain passes over it later.
  if (current && current.layer !== layer && !cameThrough(current.layer, layer)) {
    openers.set(layer, current);
  }
  current = { element, layer };
}

/** Gives focus back when it fell to <body> because its element went away; a blur the user chose is left alone. */
function recoverIfLost() {
  const active = document.activeElement;
  if (!current || (active && active !== document.body)) return;
  const lost = current;
  current = undefined;
  if (!gone(lost.element)) return;
  (holderOf(lost) ?? openerOf(lost) ?? mainLandmark())?.focus({ preventScroll: true });
}

/** Starts watching focus for the whole page (once, however often it is called); returns how to stop. */
export function returnFocusWhenLost(): () => void {
  if (stop) return stop;
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) setTimeout(recoverIfLost);
  };
  // Chromium reports a focused element's removal as a focusout; other browsers only change the page, so every
  // change is looked at too (cheaply: nothing is done unless focus is on <body>).
  const changes = new MutationObserver(recoverIfLost);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  stop = () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    changes.disconnect();
    current = undefined;
    stop = undefined;
  };
  return stop;
}
