/** SMS codes for other modules (phone login) and the sender services.ts creates. */
export { LogSmsSender, type SmsSender } from './sender.ts';
export { phoneSchema, verifySmsCode } from './service.ts';
