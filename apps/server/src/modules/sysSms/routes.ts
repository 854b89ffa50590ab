import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyCaptcha } from '../../auth/captcha.ts';
import { BizError } from '../../errors.ts';
import { throttleIp } from '../../http/rate-limit.ts';
import { addRoute, parseInput } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { phoneSchema, sendSmsCode } from './service.ts';

/** The captcha answer, in the JSON body or the query string (`codeId` as a number or a string). */
const captchaSchema = z.object({
  codeId: z.union([z.string().trim().max(32), z.number().int().nonnegative()]).optional(),
  code: z.union([z.string().trim().max(16), z.number()]).optional(),
});

/**
 * sysSms (admin-net-contract §3.1, §15 #9): sending a login code needs a solved captcha,
 * then the throttles of sysSms/service.ts apply.
 */
export async function registerSysSmsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysSms/sendSms/:phoneNumber',
    access: 'public',
    params: z.object({ phoneNumber: phoneSchema }),
    // The body ({codeId, code}) is optional and may be replaced by the query string, so it is
    // parsed below rather than declared (a declared body is required by the route wrapper).
    query: captchaSchema,
    summary: 'Send an SMS login code (captcha required; 60 s cool-down, 5 per number per day, 10 per IP per hour)',
    handler: async ({ req, params, query, lang, services: s }) => {
      const body = req.body === undefined || req.body === null ? {} : parseInput(captchaSchema, req.body, lang);
      const codeId = body.codeId ?? query.codeId;
      const code = body.code ?? query.code;
      const solved = await verifyCaptcha(
        s.db,
        codeId === undefined ? undefined : String(codeId),
        code === undefined ? undefined : String(code),
      );
      if (!solved) throw new BizError('D0008');
      await sendSmsCode(s, { phone: params.phoneNumber, ip: throttleIp(req) });
      return null;
    },
  });
}
