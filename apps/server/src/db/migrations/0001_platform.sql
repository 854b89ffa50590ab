-- PrintFloor platform schema: tenants, identity, menus, dictionaries, config, sessions, audit logs.
-- Conventions (docs/architecture.md):
--  * GLOBAL tables have no tenant_id (Citus: reference tables).
--  * TENANT tables carry tenant_id, have primary key (tenant_id, id), every unique index starts
--    with tenant_id (Citus: distributed by tenant_id), and row-level security keyed on the
--    per-transaction setting app.tenant_id. The application runs tenant work as role printfloor_app.

create sequence if not exists pf_id_seq start with 14000000000000;

-- Roles are cluster-wide: two databases migrated at once (parallel test runs) may both try to create it.
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'printfloor_app') then
    create role printfloor_app nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;
do $$ begin
  execute format('grant printfloor_app to %I', current_user);
exception when others then null;
end $$;
grant usage on schema public to printfloor_app;
grant usage, select on sequence pf_id_seq to printfloor_app;

create or replace function pf_current_tenant() returns bigint
  language sql stable as $$ select nullif(current_setting('app.tenant_id', true), '')::bigint $$;

-- Marks a table tenant-owned: RLS policy on tenant_id and grants for the app role.
create or replace function pf_tenant_table(tbl regclass) returns void language plpgsql as $$
begin
  execute format('alter table %s enable row level security', tbl);
  execute format('drop policy if exists tenant_isolation on %s', tbl);
  execute format('create policy tenant_isolation on %s using (tenant_id = pf_current_tenant()) with check (tenant_id = pf_current_tenant())', tbl);
  execute format('grant select, insert, update, delete on %s to printfloor_app', tbl);
  execute format('comment on table %s is %L', tbl, 'TENANT');
end $$;

-- Marks a table global (shared by all tenants).
create or replace function pf_global_table(tbl regclass) returns void language plpgsql as $$
begin
  execute format('grant select, insert, update, delete on %s to printfloor_app', tbl);
  execute format('comment on table %s is %L', tbl, 'GLOBAL');
end $$;

-- ───────────── GLOBAL ─────────────

create table sys_tenant (
  id bigint primary key default nextval('pf_id_seq'),
  code text not null unique,
  name text not null,
  org_id bigint,
  user_id bigint,
  host text,
  tenant_type int not null default 0,
  is_system boolean not null default false,
  is_factory boolean not null default false,
  is_merchant boolean not null default false,
  logo text, mlogo text, title text, vice_title text, mvice_title text,
  copyright text, copyright_info text,
  is_copyright boolean not null default true,
  is_carousel boolean not null default false,
  carousel jsonb not null default '[]'::jsonb,
  brother boolean not null default false,
  time_zone text not null default 'Asia/Shanghai',
  phone text, email text,
  order_no int not null default 100,
  remark text,
  status int not null default 1,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
select pf_global_table('sys_tenant');

-- Account names are unique across tenants: login by account finds its tenant here.
create table sys_login_account (
  account text primary key,
  tenant_id bigint not null,
  user_id bigint not null
);
select pf_global_table('sys_login_account');

create table sys_menu (
  id bigint primary key default nextval('pf_id_seq'),
  pid bigint not null default 0,
  type int not null,
  name text, path text, component text, redirect text, permission text,
  title text not null,
  icon text,
  is_iframe boolean not null default false,
  out_link text,
  is_hide boolean not null default false,
  is_keep_alive boolean not null default true,
  is_affix boolean not null default false,
  areas text[],
  order_no int not null default 100,
  status int not null default 1,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create index sys_menu_pid on sys_menu (pid);
select pf_global_table('sys_menu');

create table sys_dict_type (
  id bigint primary key default nextval('pf_id_seq'),
  name text not null,
  code text not null unique,
  order_no int not null default 100,
  remark text,
  status int not null default 1,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
select pf_global_table('sys_dict_type');

create table sys_dict_data (
  id bigint primary key default nextval('pf_id_seq'),
  dict_type_id bigint not null references sys_dict_type (id) on delete cascade,
  value text not null,
  code text not null,
  tag_type text, style_setting text, class_setting text,
  order_no int not null default 100,
  remark text, ext_data text,
  status int not null default 1,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  unique (dict_type_id, code)
);
select pf_global_table('sys_dict_data');

create table sys_config (
  id bigint primary key default nextval('pf_id_seq'),
  name text not null,
  code text not null unique,
  value text,
  sys_flag int not null default 2,
  group_code text,
  order_no int not null default 100,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
select pf_global_table('sys_config');

-- Single-use captchas (shared by all app instances).
create table sys_captcha (
  id text primary key,
  answer text not null,
  expires_at timestamptz not null
);
select pf_global_table('sys_captcha');

-- SMS login codes, one live code per phone.
create table sys_sms_code (
  phone text primary key,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts int not null default 0,
  sent_at timestamptz not null default now()
);
select pf_global_table('sys_sms_code');

-- Fixed-window counters for throttles (SMS per phone / per IP, …).
create table sys_throttle (
  key text primary key,
  window_start timestamptz not null,
  count int not null
);
select pf_global_table('sys_throttle');

-- Failed logins per account and IP (lockout after 5 within 30 minutes).
create table sys_login_failure (
  account text not null,
  ip text not null,
  count int not null default 0,
  first_failed_at timestamptz not null default now(),
  locked_until timestamptz,
  primary key (account, ip)
);
select pf_global_table('sys_login_failure');

-- ───────────── TENANT ─────────────

create table sys_org (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  pid bigint not null default 0,
  name text not null, code text, level int, type text, director_id bigint,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
select pf_tenant_table('sys_org');

create table sys_pos (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  name text not null, code text,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index sys_pos_code on sys_pos (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('sys_pos');

create table sys_user (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  account text not null,
  password text not null,
  real_name text, nick_name text, avatar text,
  sex int, age int, birthday date, nation text, phone text, card_type int, id_card_num text,
  email text, address text, culture_level int, political_outlook text, college text,
  office_phone text, emergency_contact text, emergency_phone text, emergency_address text,
  introduction text, signature text,
  order_no int not null default 100, status int not null default 1, remark text,
  account_type int not null default 777,
  org_id bigint, manager_user_id bigint, pos_id bigint, job_num text, pos_level int, pos_title text,
  expertise text, office_zone text, office text, join_date date,
  last_login_ip text, last_login_address text, last_login_time timestamptz, last_login_device text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index sys_user_account on sys_user (tenant_id, account);
create index sys_user_phone on sys_user (phone);
select pf_tenant_table('sys_user');

create table sys_role (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  name text not null, code text not null,
  data_scope int not null default 4,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index sys_role_code on sys_role (tenant_id, code) where not is_delete;
select pf_tenant_table('sys_role');

create table sys_user_role (
  tenant_id bigint not null, user_id bigint not null, role_id bigint not null,
  primary key (tenant_id, user_id, role_id)
);
select pf_tenant_table('sys_user_role');

create table sys_role_menu (
  tenant_id bigint not null, role_id bigint not null, menu_id bigint not null,
  primary key (tenant_id, role_id, menu_id)
);
select pf_tenant_table('sys_role_menu');

create table sys_role_org (
  tenant_id bigint not null, role_id bigint not null, org_id bigint not null,
  primary key (tenant_id, role_id, org_id)
);
select pf_tenant_table('sys_role_org');

create table sys_user_ext_org (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  user_id bigint not null, org_id bigint not null, pos_id bigint, job_num text, pos_level int, join_date date,
  primary key (tenant_id, id)
);
select pf_tenant_table('sys_user_ext_org');

-- Menus of the platform catalogue granted to a tenant.
create table sys_tenant_menu (
  tenant_id bigint not null, menu_id bigint not null,
  primary key (tenant_id, menu_id)
);
select pf_tenant_table('sys_tenant_menu');

-- One row per login (token pair family). Revocation and refresh rotation live here.
create table sys_session (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  user_id bigint not null,
  area text not null,
  refresh_gen int not null default 0,
  rotated_at timestamptz,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoke_reason text,
  ip text, user_agent text, browser text, os text,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_session_user on sys_session (tenant_id, user_id) where revoked_at is null;
select pf_tenant_table('sys_session');

create table sys_log_vis (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  controller_name text, action_name text, display_title text, status text,
  remote_ip text, location text, longitude numeric, latitude numeric, browser text, os text,
  elapsed int, log_date_time timestamptz not null default now(), log_level text,
  account text, real_name text, user_id bigint,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_log_vis_time on sys_log_vis (tenant_id, log_date_time desc);
select pf_tenant_table('sys_log_vis');

create table sys_log_op (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  controller_name text, action_name text, display_title text, status text,
  remote_ip text, location text, browser text, os text,
  elapsed int, log_date_time timestamptz not null default now(), log_level text,
  account text, real_name text, user_id bigint,
  http_method text, request_url text, request_param text, return_result text,
  result_code int, user_agent text, trace_id text, message text,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_log_op_time on sys_log_op (tenant_id, log_date_time desc);
select pf_tenant_table('sys_log_op');

create table sys_log_ex (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  controller_name text, action_name text, display_title text, status text,
  remote_ip text, location text, browser text, os text,
  elapsed int, log_date_time timestamptz not null default now(), log_level text,
  account text, real_name text, user_id bigint,
  http_method text, request_url text, request_param text,
  trace_id text, exception text, message text, user_agent text,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_log_ex_time on sys_log_ex (tenant_id, log_date_time desc);
select pf_tenant_table('sys_log_ex');

create table sys_log_diff (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  table_name text, business_id bigint,
  before_data jsonb, after_data jsonb, diff_type text,
  account text, real_name text, user_id bigint, request_url text, trace_id text,
  elapsed int, log_date_time timestamptz not null default now(),
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_log_diff_time on sys_log_diff (tenant_id, log_date_time desc);
select pf_tenant_table('sys_log_diff');
