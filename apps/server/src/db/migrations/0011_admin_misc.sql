-- Issue 4, admin screens: regions, open access (signed API keys and their nonces),
-- third-party account bindings and WeChat users. Logs already live in 0001 (sys_log_*).

-- Administrative regions (admin-net-contract §9.2 SysRegion). GLOBAL: shared by every tenant.
-- Seeded rows use the 12-digit national code as id (province 110000000000, city 110100000000,
-- county 110101000000), so a re-sync is idempotent and keeps the parent links.
create table sys_region (
  id bigint primary key default nextval('pf_id_seq'),
  pid bigint not null default 0,
  name text not null,
  short_name text, merger_name text,
  code text not null,
  zip_code text, city_code text,
  level int not null default 1,
  pin_yin text,
  lng numeric, lat numeric,
  order_no int not null default 100,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create unique index sys_region_code on sys_region (code);
create index sys_region_pid on sys_region (pid);
create index sys_region_name on sys_region (name);
select pf_global_table('sys_region');

-- Open access keys (admin-net-contract §9.2 SysOpenAccess, §14 signed open API). GLOBAL: managed
-- by platform administrators; each key acts as one user of one tenant. The secret is needed in
-- clear to check HMAC signatures, so it is stored AES-256-GCM encrypted with the server key.
create table sys_open_access (
  id bigint primary key default nextval('pf_id_seq'),
  access_key text not null,
  access_secret_enc text not null,
  bind_tenant_id bigint not null,
  bind_user_id bigint not null,
  remark text,
  status int not null default 1,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create unique index sys_open_access_key on sys_open_access (access_key);
select pf_global_table('sys_open_access');

-- Nonces of signed requests seen within the replay window (shared by every instance).
create table sys_open_access_nonce (
  access_key text not null,
  nonce text not null,
  expires_at timestamptz not null,
  primary key (access_key, nonce)
);
create index sys_open_access_nonce_expiry on sys_open_access_nonce (expires_at);
select pf_global_table('sys_open_access_nonce');

-- Users' bindings to external identities (third-party sign-in: Gitee, GitHub, …). GLOBAL:
-- managed from the platform; bind_tenant_id and user_id name the bound PrintFloor user.
create table sys_oauth_user (
  id bigint primary key default nextval('pf_id_seq'),
  bind_tenant_id bigint,
  user_id bigint,
  platform text not null,
  open_id text not null,
  union_id text,
  nick_name text,
  avatar text,
  email text,
  mobile text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create unique index sys_oauth_user_open_id on sys_oauth_user (platform, open_id) where not is_delete;
select pf_global_table('sys_oauth_user');

-- WeChat users (admin-net-contract §9.2 SysWechatUser). GLOBAL as in Admin.NET.
create table sys_wechat_user (
  id bigint primary key default nextval('pf_id_seq'),
  bind_tenant_id bigint,
  user_id bigint,
  platform_type int not null default 1,
  open_id text not null,
  session_key text,
  union_id text,
  nick_name text,
  avatar text,
  mobile text,
  sex int,
  language text, city text, province text, country text,
  access_token text, refresh_token text,
  expires_in int,
  scope text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
create unique index sys_wechat_user_open_id on sys_wechat_user (platform_type, open_id) where not is_delete;
select pf_global_table('sys_wechat_user');
