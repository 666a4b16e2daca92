import { describe, expect, it } from 'vitest';
import { CustomerBody, CustomerUserBody } from './freight/customers';
import { mailAddressFault } from './mailAddress';
import { ProfileBody } from './system/profile';
import { UserBody } from './system/user';

describe('a mail address', () => {
  it('takes plain addresses, and domains in any script (sent as punycode)', () => {
    for (const good of ['buyer@example.com', 'ivan.petrov+quotes@volga-logistics.ru', "o'neil@x.example", 'zakaz@почта.рф', 'a@例子.中国', `${'l'.repeat(64)}@example.com`]) {
      expect(mailAddressFault(good), good).toBeUndefined();
    }
  });

  it('refuses what no mailer sends to, saying why', () => {
    expect(mailAddressFault('buyer')).toBe('it has no domain');
    expect(mailAddressFault('buyer@')).toBe('it has no domain');
    expect(mailAddressFault('buyer@localhost')).toBe('its domain is no domain name');
    expect(mailAddressFault('ivan petrov@example.com')).toBe('it holds a space');
    expect(mailAddressFault('buyer@example.com\u3000')).toBe('it holds a space');
    expect(mailAddressFault('buyer@example.com\r\nBcc: all@example.com')).toBe('it holds a control character');
    expect(mailAddressFault('"ivan"@example.com')).toBe('its local part is quoted');
    expect(mailAddressFault('buyer@[192.0.2.1]')).toBe('its domain is an IP literal');
    expect(mailAddressFault('buyer@192.0.2.1')).toBe('its domain is an IP address');
    expect(mailAddressFault(`${'l'.repeat(65)}@example.com`)).toBe('its local part is longer than 64 characters');
    expect(mailAddressFault(`${'l'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe('it is longer than 254 characters');
    expect(mailAddressFault(`buyer@${'d'.repeat(64)}.com`)).toBe('its domain is no domain name');
    for (const bad of ['Buyer <buyer@example.com>', 'a,b@example.com', 'a@b@example.com', '.buyer@example.com', 'buyer..x@example.com', 'иван@example.com', 'buyer@example.com/x', 'buyer@-example.com']) {
      expect(mailAddressFault(bad), bad).toBeDefined();
    }
  });

  it('is the type of the e-mail fields of customers, portal users, staff users and the profile', () => {
    const customer = { customerLocalName: '伏尔加', customerLocalCode: 'VOLGA', customerEnglishName: 'Volga', customerEnglishCode: 'VOLGA' };
    expect(CustomerBody.safeParse({ ...customer, contactEmail: 'ivan@volga.ru' }).success).toBe(true);
    expect(CustomerBody.safeParse({ ...customer, contactEmail: 'ivan@volga' }).error?.issues[0]?.message).toBe('field.email');
    expect(CustomerUserBody.safeParse({ customerId: 1, userName: 'volga1', nickName: 'Ivan', email: '"ivan"@volga.ru' }).error?.issues[0]?.message).toBe('field.email');
    expect(UserBody.safeParse({ userName: 'desk1', nickName: 'Desk', email: 'desk@[10.0.0.1]' }).error?.issues.map((i) => i.message)).toContain('field.email');
    expect(ProfileBody.safeParse({ nickName: 'Desk', email: 'desk @example.com' }).error?.issues[0]?.message).toBe('field.email');
    expect(ProfileBody.safeParse({ nickName: 'Desk', email: '' }).success).toBe(true);
  });
});
