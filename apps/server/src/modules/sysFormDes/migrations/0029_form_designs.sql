-- Form designer (issue 16). GLOBAL: forms are designed by platform developers and used by every
-- tenant (a settings group or a custom page renders a form by its code).
create table sys_form_design (
  id bigint primary key default nextval('pf_id_seq'),
  code text not null,
  name text not null,
  -- counts the saves: 1 on add, +1 on every update
  form_version int not null default 1,
  -- the FormDesign JSON (packages/contract/src/sysFormDes/schema.ts), checked on every write
  schema_json text not null,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create unique index sys_form_design_code on sys_form_design (code) where not is_delete;
select pf_global_table('sys_form_design');

-- The values a tenant saved in a designed form: one row per form code and tenant.
create table sys_form_value (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  form_code text not null,
  form_version int not null,
  value_json jsonb not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  primary key (tenant_id, id)
);
create unique index sys_form_value_code on sys_form_value (tenant_id, form_code);
select pf_tenant_table('sys_form_value');
