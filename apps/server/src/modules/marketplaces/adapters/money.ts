/**
 * Money as decimal strings. Platforms send amounts as strings ("12.99"), numbers (12.99) or
 * minor units (1299 cents); all become a plain decimal string with two places, computed on
 * integers of minor units so no binary float rounding creeps in.
 */
export function decimal(value: unknown, scale = 2): string {
  if (value === null || value === undefined || value === '') return (0).toFixed(scale);
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return (0).toFixed(scale);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const padded = (fraction + '0'.repeat(scale + 1)).slice(0, scale + 1);
  let minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(padded.slice(0, scale) || '0');
  if (Number(padded[scale]) >= 5) minor += 1n;
  return formatMinor(negative ? -minor : minor, scale);
}

/** Minor units (cents) → decimal string. */
export function fromMinor(minor: number | bigint, scale = 2): string {
  return formatMinor(BigInt(minor), scale);
}

/** The sum of quantity × unit price over lines, as a decimal string. */
export function sumLines(lines: readonly { quantity: number; unitPrice: string }[], scale = 2): string {
  let minor = 0n;
  for (const line of lines) minor += toMinor(line.unitPrice, scale) * BigInt(line.quantity);
  return formatMinor(minor, scale);
}

export function toMinor(value: string, scale = 2): bigint {
  const [whole, fraction = ''] = decimal(value, scale).replace('-', '').split('.');
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction || '0');
  return value.trim().startsWith('-') ? -minor : minor;
}

function formatMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}
