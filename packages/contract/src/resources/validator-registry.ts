import type { ValidationMessageKey } from '../errors.ts';
import {
  verifyAccount,
  verifyCarNum,
  verifyEmail,
  verifyFullName,
  verifyIdCard,
  verifyIPAddress,
  verifyPassword,
  verifyPasswordPowerful,
  verifyPhoneNumber,
  verifyPostalCode,
  verifyTelPhone,
  verifyUrl,
} from '../validators.ts';

/** Named validators a field may list (`validators: ['phone']`), each with its message key. */
export const NAMED_VALIDATORS = {
  phone: { check: (v: string) => verifyPhoneNumber(v), message: 'phoneInvalid' },
  telPhone: { check: verifyTelPhone, message: 'telInvalid' },
  account: { check: verifyAccount, message: 'accountInvalid' },
  password: { check: verifyPassword, message: 'passwordInvalid' },
  passwordPowerful: { check: verifyPasswordPowerful, message: 'passwordWeak' },
  ip: { check: verifyIPAddress, message: 'ipInvalid' },
  email: { check: verifyEmail, message: 'emailInvalid' },
  idCard: { check: (v: string) => verifyIdCard(v), message: 'idCardInvalid' },
  fullName: { check: verifyFullName, message: 'fullNameInvalid' },
  postalCode: { check: verifyPostalCode, message: 'postalCodeInvalid' },
  url: { check: (v: string) => verifyUrl(v), message: 'urlInvalid' },
  httpUrl: { check: (v: string) => verifyUrl(v, { httpOnly: true }), message: 'urlInvalid' },
  carNum: { check: verifyCarNum, message: 'carNumInvalid' },
} as const satisfies Record<string, { check: (value: string) => boolean; message: ValidationMessageKey }>;

export type ValidatorName = keyof typeof NAMED_VALIDATORS;
