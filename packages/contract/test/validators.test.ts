import { describe, expect, it } from 'vitest';
import {
  verifiyNumberInteger,
  verifyAccount,
  verifyAndSpace,
  verifyCarNum,
  verifyCnAndSpace,
  verifyEmail,
  verifyEnAndSpace,
  verifyFullName,
  verifyIdCard,
  verifyIPAddress,
  verifyNumberCnUppercase,
  verifyNumberComma,
  verifyNumberIntegerAndFloat,
  verifyNumberPercentage,
  verifyNumberPercentageFloat,
  verifyPassword,
  verifyPasswordPowerful,
  verifyPasswordStrength,
  verifyPhone,
  verifyPhoneNumber,
  verifyPostalCode,
  verifyTelPhone,
  verifyTextColor,
  verifyUrl,
} from '../src/validators.ts';

describe('boolean validators (shell-reference §14, our rule)', () => {
  it('verifyPhone: whole string 1[3-9] + 9 digits', () => {
    for (const ok of ['13800138000', '16612345678', '17012345678', '19912345678', '15412345678', '18212345678'])
      expect(verifyPhone(ok)).toBe(true);
    for (const bad of [
      '12012345678',
      '1380013800',
      '138001380001',
      '1381234|678',
      '1381234,678',
      ' 13800138000',
      '+8613800138000',
    ])
      expect(verifyPhone(bad)).toBe(false);
  });

  it('verifyPhoneNumber: by the number’s own country (libphonenumber), mainland China by default', () => {
    for (const ok of [
      '13800138000',
      '138 0013 8000',
      '010-12345678',
      '0755-12345678',
      '+86 138 0013 8000',
      '+55 11 91234-5678',
      '+5511912345678',
      '+1 415 555 2671',
    ])
      expect(verifyPhoneNumber(ok), ok).toBe(true);
    // A Brazilian number is valid for a Brazilian default region, not as a mainland number.
    expect(verifyPhoneNumber('11 91234-5678', 'BR')).toBe(true);
    expect(verifyPhoneNumber('11 91234-5678')).toBe(false);
    for (const bad of ['12345', '12345678901', '1381000000', '+55 11 1234', 'call 13800138000', '', '+86abc'])
      expect(verifyPhoneNumber(bad), bad).toBe(false);
  });

  it('verifyTelPhone: anchored area code 0 + 2–3 digits, dash, 7–8 digits', () => {
    for (const ok of ['010-12345678', '0755-1234567', '0755-12345678', '021-1234567'])
      expect(verifyTelPhone(ok)).toBe(true);
    for (const bad of ['x010-12345678x', '10-12345678', '0755-123456', '0755-123456789', '075512345678', '01-1234567'])
      expect(verifyTelPhone(bad)).toBe(false);
  });

  it('verifyAccount: letter first, 5–16 of letters, digits, underscore', () => {
    for (const ok of ['admin', 'a_1234', 'Abcdefghijklmnop']) expect(verifyAccount(ok)).toBe(true);
    for (const bad of ['adm', '1admin', '_admin', 'Abcdefghijklmnopq', 'adm-in'])
      expect(verifyAccount(bad)).toBe(false);
  });

  it('verifyPassword: 6–16 of anything; no leading letter forced, symbols allowed', () => {
    for (const ok of ['123456', '!@#$%^', '1234567890123456', 'пароль12']) expect(verifyPassword(ok)).toBe(true);
    for (const bad of ['12345', '12345678901234567']) expect(verifyPassword(bad)).toBe(false);
  });

  it('verifyPasswordPowerful: letter, digit and symbol of !@#$%^&.*; A-Z/a-z only', () => {
    expect(verifyPasswordPowerful('abc12!')).toBe(true);
    expect(verifyPasswordPowerful('Abc.1234')).toBe(true);
    for (const bad of ['abc123', 'abc!!!', '123!!!', 'ab1!', 'abc12[', 'abc12_', 'abc12`', 'a'.repeat(15) + '1!'])
      expect(verifyPasswordPowerful(bad)).toBe(false);
  });

  it('verifyPasswordStrength: 弱 / 中 / 强 by classes, length 6–16', () => {
    expect(verifyPasswordStrength('abcdef')).toBe('弱');
    expect(verifyPasswordStrength('123456')).toBe('弱');
    expect(verifyPasswordStrength('abc123')).toBe('中');
    expect(verifyPasswordStrength('abc12!')).toBe('强');
    expect(verifyPasswordStrength('abc')).toBe('');
  });

  it('verifyIPAddress: dotted IPv4 without leading zeros', () => {
    for (const ok of ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.10']) expect(verifyIPAddress(ok)).toBe(true);
    for (const bad of ['192.168.01.1', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d'])
      expect(verifyIPAddress(bad)).toBe(false);
  });

  it('verifyEmail', () => {
    for (const ok of ['a@example.com', 'first.last@sub.example.cn', '"quoted name"@example.org', 'x@[10.1.2.3]'])
      expect(verifyEmail(ok)).toBe(true);
    for (const bad of ['a@b', 'a@b.c', 'a b@example.com', '@example.com', 'a@@example.com', 'a..b@example.com'])
      expect(verifyEmail(bad)).toBe(false);
  });

  it('verifyIdCard: shape, real past date, GB 11643 checksum, X in any case', () => {
    expect(verifyIdCard('11010519491231002X')).toBe(true);
    expect(verifyIdCard('11010519491231002x')).toBe(true);
    expect(verifyIdCard('110105194912310021')).toBe(false); // wrong check character
    expect(verifyIdCard('110105194902300021')).toBe(false); // 30 February
    expect(verifyIdCard('01010519491231002X')).toBe(false); // first digit 0
    expect(verifyIdCard('1101051949123100')).toBe(false);
    // A correct checksum on a future date is still refused.
    const future = '11010520991231' + '001';
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const sum = [...future].reduce((s, d, i) => s + Number(d) * (weights[i] as number), 0);
    const full = future + '10X98765432'[sum % 11];
    expect(verifyIdCard(full, new Date(2026, 0, 1))).toBe(false);
    expect(verifyIdCard(full, new Date(2100, 0, 1))).toBe(true);
  });

  it('verifyFullName: Han script (rare characters too), optional · parts', () => {
    for (const ok of ['张三', '欧阳娜娜', '𠀀明', '买买提·艾力', '阿卜杜·热合曼·买买提'])
      expect(verifyFullName(ok)).toBe(true);
    for (const bad of ['Zhang', '张三1', '张·', '一二三四五六七', 'a·b', '甲·乙·丙·丁'])
      expect(verifyFullName(bad)).toBe(false);
  });

  it('verifyPostalCode: exactly 6 digits, leading 0 allowed', () => {
    expect(verifyPostalCode('010000')).toBe(true);
    expect(verifyPostalCode('518000')).toBe(true);
    for (const bad of ['51800', '5180000', '51800a']) expect(verifyPostalCode(bad)).toBe(false);
  });

  it('verifyUrl: URL parser; private hosts allowed; httpOnly option', () => {
    for (const ok of [
      'https://example.com/a?b=1',
      'http://192.168.1.10:8080/x',
      'ftp://files.example.com',
      'http://localhost:5005',
    ])
      expect(verifyUrl(ok)).toBe(true);
    for (const bad of ['example.com', 'javascript:alert(1)', 'http://', 'https://exa mple.com', ''])
      expect(verifyUrl(bad)).toBe(false);
    expect(verifyUrl('ftp://files.example.com', { httpOnly: true })).toBe(false);
    expect(verifyUrl('https://img.example.com/a.png', { httpOnly: true })).toBe(true);
  });

  it('verifyCarNum: ordinary and new-energy plates', () => {
    for (const ok of ['京A12345', '粤B1234学', '沪AD12345', '粤BD12345', '粤B12345F', '川A1234警'])
      expect(verifyCarNum(ok)).toBe(true);
    for (const bad of ['京AI2345', '京A1234', 'AA12345', '京12345', '粤BD1234O']) expect(verifyCarNum(bad)).toBe(false);
  });
});

describe('sanitisers', () => {
  it('amount: digits and one dot, no leading dot, "00" → "0", 2 decimals, no negatives', () => {
    expect(verifyNumberIntegerAndFloat(' 12.345 ')).toBe('12.34');
    expect(verifyNumberIntegerAndFloat('00')).toBe('0');
    expect(verifyNumberIntegerAndFloat('007')).toBe('7');
    expect(verifyNumberIntegerAndFloat('.5')).toBe('5');
    expect(verifyNumberIntegerAndFloat('1.2.3')).toBe('1.23');
    expect(verifyNumberIntegerAndFloat('-12a')).toBe('12');
    expect(verifyNumberIntegerAndFloat('3.')).toBe('3.');
  });

  it('percentages cap everything above 100', () => {
    expect(verifyNumberPercentage('50')).toBe('50');
    expect(verifyNumberPercentage('050')).toBe('50');
    expect(verifyNumberPercentage('101')).toBe('100');
    expect(verifyNumberPercentage('123456')).toBe('100');
    expect(verifyNumberPercentage('5.5')).toBe('55');
    expect(verifyNumberPercentageFloat('99.999')).toBe('99.99');
    expect(verifyNumberPercentageFloat('100.')).toBe('100');
    expect(verifyNumberPercentageFloat('250.5')).toBe('100');
  });

  it('integer: digits only, zero runs → "0"', () => {
    expect(verifiyNumberInteger('000')).toBe('0');
    expect(verifiyNumberInteger('0012')).toBe('12');
    expect(verifiyNumberInteger('1.5a')).toBe('15');
  });

  it('CnAndSpace / EnAndSpace / AndSpace', () => {
    expect(verifyCnAndSpace('ab 中文 c\td')).toBe('abcd');
    expect(verifyEnAndSpace('  中abc文 ')).toBe('中文');
    expect(verifyAndSpace('  a b  ')).toBe('a b');
  });

  it('NumberComma: thousands commas in the integer part', () => {
    expect(verifyNumberComma('1234567.891')).toBe('1,234,567.89');
    expect(verifyNumberComma('999')).toBe('999');
    expect(verifyNumberComma('1000')).toBe('1,000');
  });

  it('NumberCnUppercase: financial capitals', () => {
    expect(verifyNumberCnUppercase(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(verifyNumberCnUppercase(100)).toBe('壹佰元整');
    expect(verifyNumberCnUppercase(10010.05)).toBe('壹万零壹拾元零伍分');
    expect(verifyNumberCnUppercase(100100)).toBe('壹拾万零壹佰元整');
    expect(verifyNumberCnUppercase(100000000)).toBe('壹亿元整');
    expect(verifyNumberCnUppercase('12.3')).toBe('壹拾贰元叁角');
    expect(verifyNumberCnUppercase(0)).toBe('零元整');
    expect(verifyNumberCnUppercase(0.05)).toBe('伍分');
    expect(verifyNumberCnUppercase(-1)).toBe('');
  });

  it('TextColor: escaped search text, parts instead of HTML', () => {
    expect(verifyTextColor('a.b a*b', 'a*b')).toEqual([
      { text: 'a.b ', match: false },
      { text: 'a*b', match: true },
    ]);
    expect(verifyTextColor('Hello hello', 'HELLO').filter((p) => p.match)).toHaveLength(2);
  });
});
