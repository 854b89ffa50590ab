-- Orders (issue 13): merchants' shops and orders, the factory's order desk.
--
-- An order is owned by the merchant tenant that placed it (tenant_id: primary key, unique
-- indexes and the tenant_isolation policy lead with it, so the table distributes by tenant_id)
-- and made by the factory tenant that serves that merchant (factory_tenant_id, set on
-- submission from the factory's customer link). A second permissive policy, factory_desk,
-- opens the row to that factory from submission on; lines, print areas and the timeline carry
-- factory_tenant_id too and are open to the factory only while their order is.

create table oms_shop (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  platform text not null, name text not null, short_name text, account text,
  property text not null default 'real', temu_shop_type text, tiktok_region_type text,
  area text not null default 'cross_border', authorized_region text,
  auth_status text not null default 'unauthorized', auth_expire_time timestamptz,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index oms_shop_name on oms_shop (tenant_id, name) where not is_delete;
select pf_tenant_table('oms_shop');

create table oms_order (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  factory_tenant_id bigint, customer_id bigint, merchant_name text,
  order_code text not null, pod_order_code text, external_id text,
  print_kind int not null default 1, source int not null default 1,
  platform text not null, shop_id bigint, shop_name text,
  order_time timestamptz not null default now(),
  consignee text not null, phone text not null, country text not null, province text, city text not null,
  district text, address text not null, postcode text,
  logistics_mode text, tracking_no text, shipping_time timestamptz, seller_remark text,
  freight numeric(14, 2), total_weight numeric(14, 3),
  total_price numeric(14, 2) not null default 0, total_amount numeric(14, 2) not null default 0,
  product_count int not null default 0, design_count int not null default 0, sku_codes text,
  submit_state int not null default 0, approval_state int not null default 0, payment_state int not null default 0,
  shipping_state int not null default 0, abnormal_flag int not null default 0, print_state int not null default 0,
  production_state int not null default 0, store_order_state int, push_state int not null default 0,
  review_remark text, abnormal_reason text, cancel_reason text,
  submit_time timestamptz, review_time timestamptz, reviewer_name text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index oms_order_code on oms_order (tenant_id, order_code) where not is_delete;
-- A repeated import or sync of the same external order updates it instead of adding a copy.
create unique index oms_order_external on oms_order (tenant_id, source, platform, external_id)
  where not is_delete and external_id is not null;
-- The merchant's lists: newest first within the merchant.
create index oms_order_merchant_time on oms_order (tenant_id, order_time desc) where not is_delete;
-- The factory's desk: its customers' orders, newest first (non-unique, so it distributes as it is).
create index oms_order_factory_time on oms_order (factory_tenant_id, order_time desc)
  where not is_delete and factory_tenant_id is not null;
select pf_tenant_table('oms_order');
create policy factory_desk on oms_order
  using (factory_tenant_id = pf_current_tenant() and (submit_state <> 0 or approval_state = 2))
  with check (factory_tenant_id = pf_current_tenant());

-- A table of an order's parts (lines, print areas, timeline): open to the factory that serves the
-- order while the order itself is open to it (the exists runs under oms_order's own policies).
create or replace function pf_order_part(tbl regclass) returns void language plpgsql as $$
begin
  execute format('drop policy if exists factory_desk on %s', tbl);
  execute format('create policy factory_desk on %1$s
                    using (factory_tenant_id = pf_current_tenant()
                           and exists (select 1 from oms_order o where o.tenant_id = %1$s.tenant_id and o.id = %1$s.order_id))
                    with check (factory_tenant_id = pf_current_tenant())', tbl);
end $$;

create table oms_order_line (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  order_id bigint not null, factory_tenant_id bigint, sort_no int not null default 0,
  sku_code text not null, style text, colour text not null, size text not null,
  quantity int not null, unit_price numeric(14, 2),
  product_id bigint, product_code text, product_name text, mapping_id bigint,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index oms_order_line_order on oms_order_line (tenant_id, order_id);
create index oms_order_line_factory on oms_order_line (factory_tenant_id, order_id) where factory_tenant_id is not null;
select pf_tenant_table('oms_order_line');
select pf_order_part('oms_order_line');

create table oms_order_area (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  order_id bigint not null, factory_tenant_id bigint, sort_no int not null default 0,
  line_no int not null, area int not null, print_image text not null, mockup_image text,
  x numeric(10, 2), y numeric(10, 2), scale numeric(10, 4), angle numeric(8, 2),
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index oms_order_area_order on oms_order_area (tenant_id, order_id);
create index oms_order_area_factory on oms_order_area (factory_tenant_id, order_id) where factory_tenant_id is not null;
select pf_tenant_table('oms_order_area');
select pf_order_part('oms_order_area');

-- The timeline: one row per change of an order, by whichever side made it (an append-only log).
create table oms_order_log (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  order_id bigint not null, factory_tenant_id bigint,
  action text not null, field text, from_state int, to_state int, reason text,
  by_tenant_id bigint not null, by_user_id bigint, by_user_name text,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index oms_order_log_order on oms_order_log (tenant_id, order_id, id);
select pf_tenant_table('oms_order_log');
select pf_order_part('oms_order_log');

-- Which factories serve the calling merchant: the live customer rows (in the factories' tenants)
-- that link it. A merchant cannot read a factory's customers, so this one question is answered by
-- a definer function, and only for the caller's own tenant.
create or replace function pf_order_factories() returns table (factory_tenant_id bigint, customer_id bigint, merchant_name text)
  language sql stable security definer set search_path = public as $$
  select c.tenant_id, c.id, c.name
    from mes_customer c
    join sys_tenant t on t.id = c.tenant_id and not t.is_delete and t.status = 1 and t.is_factory
   where c.merchant_tenant_id = pf_current_tenant() and not c.is_delete and c.status = 1
   order by c.tenant_id, c.id
$$;
revoke all on function pf_order_factories() from public;
grant execute on function pf_order_factories() to printfloor_app;
