-- Marketplace shop authorization and order sync (issue 14).

-- A shop's platform credentials (access and refresh tokens, platform extras such as TikTok's shop
-- cipher or SHEIN's secret key): one row per shop, the whole Credentials object encrypted with
-- AES-256-GCM under the server's token key (base64 of iv | tag | ciphertext). Only the expiry
-- times are kept in clear, so the refresh job finds the shops due without decrypting anything.
-- No API reads this table: tokens are never returned.
create table mkt_shop_credential (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  shop_id bigint not null, platform text not null,
  secret text not null,
  access_expires_at timestamptz, refresh_expires_at timestamptz,
  create_time timestamptz not null default now(), update_time timestamptz,
  primary key (tenant_id, id)
);
create unique index mkt_shop_credential_shop on mkt_shop_credential (tenant_id, shop_id);
select pf_tenant_table('mkt_shop_credential');

-- Where the next scheduled pull starts (the end of the last window pulled without a failure), and
-- why the last token refresh or authorization failed (shown on the shop list).
alter table oms_shop add column last_pull_time timestamptz, add column auth_error text;

-- One pull of one shop: the window asked for, its progress and what it did.
-- state: 0 running, 1 completed, 2 completed with errors, 3 failed, 4 interrupted (instance gone).
create table mkt_sync_run (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  shop_id bigint not null, shop_name text, platform text not null,
  trigger text not null default 'manual',
  window_from timestamptz not null, window_to timestamptz not null,
  state int not null default 0,
  slices_total int not null default 0, slices_done int not null default 0, pages int not null default 0,
  new_count int not null default 0, updated_count int not null default 0,
  cancelled_count int not null default 0, unchanged_count int not null default 0, failed_count int not null default 0,
  error_count int not null default 0, errors jsonb not null default '[]',
  start_time timestamptz not null default now(), finish_time timestamptz,
  heartbeat_time timestamptz not null default now(), duration_ms int,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create index mkt_sync_run_time on mkt_sync_run (tenant_id, start_time desc) where not is_delete;
select pf_tenant_table('mkt_sync_run');

-- What the platform said about a pulled order, kept as it came: its own status word, its payload
-- and its update time (an order whose update time and status did not move is not written again).
alter table oms_order add column platform_status text, add column platform_payload jsonb,
  add column platform_updated_at timestamptz;
