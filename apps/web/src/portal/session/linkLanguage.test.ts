import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkLanguage } from './linkLanguage';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language a link asks for', () => {
  it('is read from the hash route and taken off the address, keeping the rest of its query', () => {
    window.history.replaceState(null, '', '/?from=mail#/quote/12?lang=ru_Ru&tab=prices');
    expect(takeLinkLanguage()).toBe('ru_Ru');
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('#/quote/12?tab=prices');
  });

  it('leaves an address without one alone, and takes off one the portal does not speak', () => {
    window.history.replaceState(null, '', '/#/railQuote/rail-lcl/7');
    expect(takeLinkLanguage()).toBeUndefined();
    expect(window.location.hash).toBe('#/railQuote/rail-lcl/7');
    window.history.replaceState(null, '', '/#/quote/12?lang=de_DE');
    expect(takeLinkLanguage()).toBeUndefined();
    expect(window.location.hash).toBe('#/quote/12');
  });
});
