import type { Area } from '@printfloor/contract';
import type { Caller } from '../../resources/types.ts';
import type { AppServices } from '../../services.ts';

/**
 * The identity a job acts under in a tenant: no user, its name written where a user's would be
 * (timelines, run records, the batches it makes), in the area of the tenant it works for.
 */
export function jobCaller(
  services: AppServices,
  tenantId: number,
  name: string,
  area: Extract<Area, 'factory' | 'merchant'>,
): Caller {
  return {
    services,
    lang: 'en',
    traceId: `job-${name}`,
    url: `job:${name}`,
    job: name,
    auth: {
      userId: 0,
      tenantId,
      account: name,
      realName: name,
      accountType: 0,
      orgId: null,
      orgName: null,
      area,
      sessionId: 0,
      tenantKind: area,
    },
  };
}
