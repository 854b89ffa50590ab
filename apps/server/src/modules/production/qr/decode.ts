import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import type { AppServices } from '../../../services.ts';
import { verifyPieceRef } from './piece-ref.ts';
import { pieceQrSecret } from './secret.ts';

/**
 * What a station's scanner typed: a piece QR of this server (signed, `PF1-…`) names the piece by
 * id; anything else is a piece code typed or printed in plain text. A QR of the old system or of
 * another server is refused with the spec's hints (P1002, P1003), and a genuine QR of another
 * tenant's piece is simply not found (P1004), so a station learns nothing about other tenants.
 */
export function decodeScan(services: AppServices, caller: Caller, code: string): { code: string; pieceId?: number } {
  const text = code.trim();
  if (!/^PF\d*-/i.test(text) && !/^\d{1,20}$/.test(text)) return { code: text };
  const check = verifyPieceRef(pieceQrSecret(services), text);
  if (check.ok) {
    if (check.tenantId !== caller.auth.tenantId) throw new BizError('P1004', { code: text });
    return { code: text, pieceId: check.pieceId };
  }
  if (check.reason === 'oldServer') throw new BizError('P1002');
  // A PF… code that does not even parse is no QR of ours either; a bare number is the old system's.
  if (check.reason === 'foreign' || /^PF/i.test(text)) throw new BizError('P1003');
  return { code: text };
}
