import { AREAS, MenuType } from '@printfloor/contract';
import { z } from 'zod';

/** Input of sysMenu/add and /update (admin-net-contract §4.1 plus our `areas`). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `tooLong|{"max":${max}}` })
    .nullish()
    .transform((v) => (v ? v : null));

const flag = z.boolean({ error: 'invalidValue' }).nullish();

export const menuInputSchema = z.object({
  id: z.coerce
    .number({ error: 'idRequired' })
    .int({ error: 'idRequired' })
    .positive({ error: 'idRequired' })
    .optional(),
  pid: z.coerce
    .number({ error: 'notNumber' })
    .int({ error: 'invalidValue' })
    .min(0, { error: 'invalidValue' })
    .default(0),
  type: z.coerce
    .number({ error: 'invalidValue' })
    .refine((v) => v === MenuType.Dir || v === MenuType.Menu || v === MenuType.Btn, { error: 'invalidValue' }),
  name: text(64),
  path: text(128),
  component: text(128),
  redirect: text(128),
  permission: text(128),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong|{"max":64}' }),
  icon: text(128),
  isIframe: flag,
  outLink: text(256),
  isHide: flag,
  isKeepAlive: flag,
  isAffix: flag,
  areas: z
    .array(z.enum(AREAS, { error: 'invalidValue' }), { error: 'invalidValue' })
    .nullish()
    .transform((v) => (v?.length ? [...new Set(v)] : null)),
  orderNo: z.coerce.number({ error: 'notNumber' }).int({ error: 'invalidValue' }).default(100),
  status: z.coerce
    .number({ error: 'statusInvalid' })
    .refine((v) => v === 1 || v === 2, { error: 'statusInvalid' })
    .default(1),
  remark: text(256),
});
export type MenuInput = z.output<typeof menuInputSchema>;

export const menuUpdateSchema = menuInputSchema.extend({
  id: z.coerce.number({ error: 'idRequired' }).int({ error: 'idRequired' }).positive({ error: 'idRequired' }),
});

export const menuListQuerySchema = z.object({
  title: z.string().trim().max(64, { error: 'tooLong|{"max":64}' }).optional(),
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'invalidValue' })
      .refine((v) => v === 1 || v === 2 || v === 3, { error: 'invalidValue' })
      .optional(),
  ),
});
