/** A small user-agent reader for the logs and the online-user list (browser and OS family only). */
export function parseUserAgent(ua: string): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  const browser =
    match(ua, /Edg\/([\d.]+)/, 'Edge') ??
    match(ua, /OPR\/([\d.]+)/, 'Opera') ??
    match(ua, /HeadlessChrome\/([\d.]+)/, 'HeadlessChrome') ??
    match(ua, /Chrome\/([\d.]+)/, 'Chrome') ??
    match(ua, /Firefox\/([\d.]+)/, 'Firefox') ??
    match(ua, /Version\/([\d.]+).*Safari/, 'Safari') ??
    (ua.split('/')[0] || null);
  const os = /Windows NT/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return { browser, os };
}

function match(ua: string, re: RegExp, name: string): string | null {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]?.split('.')[0]}` : null;
}
