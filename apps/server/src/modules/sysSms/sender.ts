/**
 * Where SMS codes go. A deployment plugs a real provider into AppServices.sms
 * (services.ts); the default writes the code to the server log, which is what a
 * development or demo installation wants and what the tests read back.
 */
export interface SmsSender {
  /** Delivers `code` to `phone`; throws when the provider refuses (the caller answers D1053). */
  send(phone: string, code: string): Promise<void>;
}

const KEEP_LAST = 1000;

/**
 * The default sender: one log line per code. It also keeps the last code sent to each
 * number in memory (bounded), so tests and local tooling can read it back.
 */
export class LogSmsSender implements SmsSender {
  private readonly last = new Map<string, string>();

  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(phone: string, code: string): Promise<void> {
    this.last.delete(phone);
    this.last.set(phone, code);
    if (this.last.size > KEEP_LAST) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    this.log(`[sms] verification code for ${phone}: ${code} (LogSmsSender: configure a real SMS provider)`);
  }

  /** The last code sent to `phone` through this instance, if any. */
  lastCode(phone: string): string | undefined {
    return this.last.get(phone);
  }
}
