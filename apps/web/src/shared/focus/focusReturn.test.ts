import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnFocusWhenLost } from './focusReturn';

// jsdom lays nothing out: an element counts as shown unless it or a box around it is `hidden`.
vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
  return (this.closest('[hidden]') ? [] : [new DOMRect()]) as unknown as DOMRectList;
});

/** A child of <body> holding the given markup: the app's root, or a portal such as a dialog or a menu. */
function layer(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const byText = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('button, main, [tabindex]')).find((element) => element.textContent?.trim() === text)!;

/** Lets the page's change be seen (jsdom reports a removal through the page's changes, not as a focusout). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void;
beforeEach(() => {
  stop = returnFocusWhenLost();
  layer('<main>content <button>Delete</button> <button>Add</button> <button>More</button></main>');
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('returnFocusWhenLost', () => {
  it('gives focus back to the opener when a dialog unmounts with focus in it', async () => {
    byText('Add').focus();
    const dialog = layer('<div role="dialog" tabindex="-1"><button>Save</button></div>');
    byText('Save').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byText('Add'));
  });

  it('gives focus to the menu\'s button when the menu item that opened the dialog is gone too', async () => {
    byText('More').focus();
    const menu = layer('<ul><li tabindex="-1"><button>Reset password</button></li></ul>');
    byText('Reset password').focus();
    // The menu closes as its entry opens the dialog, before the dialog takes focus.
    menu.hidden = true;
    const dialog = layer('<div tabindex="-1"><button>OK</button></div>');
    byText('OK').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byText('More'));
  });

  it('after a confirmation inside a dialog closed, gives focus to the dialog\'s own opener when the dialog goes', async () => {
    byText('Add').focus();
    const dialog = layer('<div tabindex="-1"><button>Save</button></div>');
    byText('Save').focus();
    const confirm = layer('<div tabindex="-1"><button>Yes</button></div>');
    byText('Yes').focus();
    confirm.hidden = true;
    byText('Save').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byText('Add'));
  });

  it('keeps focus in an open dialog when the button holding it disables itself', async () => {
    byText('Add').focus();
    layer('<div role="dialog" tabindex="-1">Inquiry <button>Send</button></div>');
    const send = byText('Send') as HTMLButtonElement;
    send.focus();
    // Chromium blurs a focused button that becomes disabled.
    send.blur();
    send.disabled = true;
    await settle();
    expect(document.activeElement).toBe(byText('Inquiry Send'));
  });

  it('puts focus on the main landmark when the element holding it in the app is removed', async () => {
    byText('Delete').focus();
    byText('Delete').remove();
    await settle();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('leaves alone a blur the user chose', async () => {
    byText('Add').focus();
    byText('Add').blur();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
