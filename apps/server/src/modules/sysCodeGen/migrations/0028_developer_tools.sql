-- Developer tools (issue 16): code generation records and their column configs (GLOBAL: they
-- belong to the platform's developers, not to a tenant), and the plugins' state per tenant
-- (TENANT: each tenant enables its own optional parts; table of modules/sysPlugin, kept in this
-- one migration number).

-- A code-gen record: the table and the resource to make of it (admin-net-contract §10 SysCodeGen).
create table sys_code_gen (
  id bigint primary key default nextval('pf_id_seq'),
  table_name text not null,
  resource_name text not null unique,
  domain text not null,
  -- {"zh-CN": …, "en": …, "zh-TW": …, "pt-BR": …}
  business_name jsonb not null,
  menu_icon text not null default 'antd:TableOutlined',
  migration_no int not null,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text
);
select pf_global_table('sys_code_gen');

-- A column's config (SysCodeGenConfig): label in four languages, control, search, visibility.
create table sys_code_gen_config (
  id bigint primary key default nextval('pf_id_seq'),
  code_gen_id bigint not null references sys_code_gen (id) on delete cascade,
  column_name text not null,
  property_name text not null,
  data_type text not null,
  label jsonb not null,
  control text not null,
  query_type text not null default 'none',
  required boolean not null default false,
  list_visible boolean not null default true,
  form_visible boolean not null default true,
  dict_code text,
  max_length int,
  order_no int not null default 0,
  unique (code_gen_id, column_name)
);
select pf_global_table('sys_code_gen_config');

-- A plugin's state in a tenant (modules/sysPlugin). No row: enabled with its declared defaults.
create table sys_plugin_state (
  tenant_id bigint not null,
  id bigint not null default nextval('pf_id_seq'),
  plugin_id text not null,
  enabled boolean not null default true,
  config jsonb not null default '{}'::jsonb,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  update_user_id bigint, update_user_name text,
  primary key (tenant_id, id)
);
create unique index sys_plugin_state_plugin on sys_plugin_state (tenant_id, plugin_id);
select pf_tenant_table('sys_plugin_state');
