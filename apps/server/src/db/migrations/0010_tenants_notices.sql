-- Notices (sysNotice), who received and read them, and who is connected to the live channel.

-- Notices and announcements of a tenant: draft (0) → published (1, irrevocable) → withdrawn (2).
create table sys_notice (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  title text not null,
  content text not null,
  type int not null default 1,
  public_user_id bigint, public_user_name text, public_org_id bigint, public_org_name text,
  public_time timestamptz, cancel_time timestamptz,
  status int not null default 0,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create index sys_notice_time on sys_notice (tenant_id, create_time desc) where not is_delete;
select pf_tenant_table('sys_notice');

-- One row per recipient of a published notice (every user of the tenant at publishing time).
create table sys_notice_user (
  tenant_id bigint not null, notice_id bigint not null, user_id bigint not null,
  read_status int not null default 0,
  read_time timestamptz,
  primary key (tenant_id, notice_id, user_id)
);
create index sys_notice_user_unread on sys_notice_user (tenant_id, user_id, read_status);
select pf_tenant_table('sys_notice_user');

-- Live-channel connections (one per console tab), written by the instance that holds the socket.
-- Each instance refreshes last_seen of its connections; rows of a vanished instance age out.
create table sys_online_user (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  connection_id text not null,
  instance_id text not null,
  session_id bigint not null,
  user_id bigint not null,
  user_name text, real_name text,
  area text,
  time timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  ip text, browser text, os text,
  primary key (tenant_id, id)
);
create unique index sys_online_user_connection on sys_online_user (tenant_id, connection_id);
create index sys_online_user_session on sys_online_user (tenant_id, session_id);
select pf_tenant_table('sys_online_user');
