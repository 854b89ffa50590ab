import { formCodeQuerySchema, groupFormQuerySchema, saveFormValuesSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { userButtonCodes } from '../../auth/permissions.ts';
import { AuthError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import { callerOf } from '../../resources/routes.ts';
import type { AppServices } from '../../services.ts';
import { formByCode, formValues, groupForm, saveFormValues, settingsGroupOf } from './service.ts';

/**
 * Using a saved form (the designer itself is the resource sysFormDes: page, detail, add, update,
 * delete, platform-only). A settings group or a custom page (component /system/formDes/render,
 * query `code`) renders a form by its code and saves the values of the caller's own tenant; any
 * signed-in user of a tenant may do that, as with the user center (access `login`); the form of a
 * settings group (`settingsGroup`, shown on that group's page) only with the group's `{group}:update`.
 */
export async function registerSysFormDesRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysFormDes/form',
    access: 'login',
    audit: false,
    query: formCodeQuerySchema,
    summary: 'A saved form by its code: its design (rendered by the console with the resource form renderer)',
    handler: async ({ query, read }) => read((tx) => formByCode(tx, query.code)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysFormDes/values',
    access: 'login',
    audit: false,
    query: formCodeQuerySchema,
    summary: "A saved form with the caller's tenant's values (null when never saved)",
    handler: async (ctx) => ctx.read((tx) => formValues(tx, callerOf(ctx), ctx.query.code)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysFormDes/groupForm',
    access: 'login',
    audit: false,
    query: groupFormQuerySchema,
    summary: "The saved form chosen for a settings group with the caller's tenant's values (null: the group has none)",
    handler: async (ctx) => ctx.read((tx) => groupForm(tx, callerOf(ctx), ctx.query.group)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFormDes/saveValues',
    access: 'login',
    body: saveFormValuesSchema,
    summary: "Saves the caller's tenant's values of a form, checked against its design",
    handler: async (ctx) => {
      // The form of a settings group is saved by those who may save that group ({group}:update);
      // the codes are read before the write's transaction (PGlite has one connection).
      const group = await ctx.read((tx) => settingsGroupOf(tx, ctx.body.code));
      if (group && !(await userButtonCodes(services, ctx.auth)).has(`${group}:update`)) throw new AuthError(403);
      return ctx.tenant((tx) => saveFormValues(tx, callerOf(ctx), ctx.body.code, ctx.body.values));
    },
  });
}
