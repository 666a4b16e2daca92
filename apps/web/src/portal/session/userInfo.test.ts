import { describe, expect, it } from 'vitest';
import { languageOfUser, normaliseUser, workbenchHref } from './userInfo';

describe('language from user info', () => {
  it('takes the customer language id for customers (type C)', () => {
    expect(languageOfUser({ usertype: 'C', languageid: 2052, customerlanguageid: 1049 })).toBe('ru_Ru');
    expect(languageOfUser({ usertype: 'C', languageid: 1049, customerlanguageid: 1033 })).toBe('en_US');
  });

  it('takes the user language id for staff (type U) and anyone else', () => {
    expect(languageOfUser({ usertype: 'U', languageid: 1033, customerlanguageid: 1049 })).toBe('en_US');
    expect(languageOfUser({ usertype: 'U', languageid: '1049', customerlanguageid: null })).toBe('ru_Ru');
    expect(languageOfUser({ usertype: 'P', languageid: 2052, customerlanguageid: 1033 })).toBe('zh_CN');
  });

  it('falls back to Chinese for an unknown or missing id', () => {
    expect(languageOfUser({ usertype: 'C', languageid: 1033, customerlanguageid: 1031 })).toBe('zh_CN');
    expect(languageOfUser({ usertype: 'C', languageid: 1033, customerlanguageid: null })).toBe('zh_CN');
    expect(languageOfUser({ usertype: 'U', languageid: undefined })).toBe('zh_CN');
  });
});

describe('user record', () => {
  it('gives missing roles and permissions as empty lists', () => {
    const user = normaliseUser({ usertype: 'C', usercode: 'a', name: 'A' } as never);
    expect(user.roles).toEqual([]);
    expect(user.permissions).toEqual([]);
  });

  it('sends staff to the back office and customers to their inquiry list', () => {
    expect(workbenchHref({ usertype: 'U' })).toBe('/admin/');
    expect(workbenchHref({ usertype: 'C' })).toBe('#/inquiryList');
  });
});
