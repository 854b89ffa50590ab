/** What the benchmark scripts share: waiting for the spawned server and logging in to it. */

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${timeoutMs} ms`);
}

/**
 * Logs the platform super administrator in (seeded password, no captcha: the benchmark server
 * runs without one) and answers the access token. The super admin may call every route measured.
 */
export async function loginSuperadmin(base: string): Promise<string> {
  const login = await fetch(`${base}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: 'superadmin',
      password: process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456',
      area: 'admin',
      codeId: 0,
      code: '',
    }),
  });
  const body = (await login.json()) as { code: number; message: string; result: { accessToken: string } };
  if (body.code !== 200) throw new Error(`login failed: ${body.message}`);
  return body.result.accessToken;
}
