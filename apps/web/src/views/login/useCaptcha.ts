import type { Captcha } from '@printfloor/contract';
import { useCallback, useEffect, useState } from 'react';
import { sysAuthApi } from '../../api/sysAuth.ts';

/** Image source for a captcha payload (base64 GIF/PNG/SVG or a data URL). */
export function captchaSrc(img: string | undefined): string {
  if (!img) return '';
  if (img.startsWith('data:')) return img;
  const mime = img.startsWith('iVBOR')
    ? 'image/png'
    : img.startsWith('/9j/')
      ? 'image/jpeg'
      : img.startsWith('PHN2') || img.startsWith('PD94')
        ? 'image/svg+xml'
        : 'image/gif';
  return `data:${mime};base64,${img}`;
}

/** The captcha image of the login forms: loaded when enabled, refreshed on demand. */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(async () => {
    if (!enabled) return;
    try {
      setCaptcha(await sysAuthApi.captcha());
    } catch {
      setCaptcha(null);
    }
  }, [enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh, src: captchaSrc(captcha?.img) };
}
