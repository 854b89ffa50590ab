-- Shipping returns (issue 13): a parcel of a shipped order that came back to the factory.
--
-- A return is the factory's document: tenant_id is the factory (primary key, unique indexes and the
-- tenant_isolation policy lead with it, so the table distributes by tenant_id like every tenant
-- table). It names the order (order_id, owned by the merchant order_tenant_id) and copies what the
-- lists show (order code, merchant, tracking number) when it is written, so no query of a return
-- crosses tenants; the order itself is read under oms_order's factory_desk policy, which opens only
-- the factory's customers' submitted orders. A merchant has no policy here: returns stay the
-- factory's. warehouse is text until the warehouse domain exists (then its reference).
-- (0016 is another branch's number.)

create table oms_shipping_return (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  return_no text not null,
  order_id bigint not null, order_tenant_id bigint, order_code text, merchant_name text, tracking_no text,
  reason int not null, remark text,
  register_time timestamptz not null default now(),
  quantity int not null default 0,
  warehouse text,
  status int not null default 0,
  received_time timestamptz, receiver_name text, closed_time timestamptz, cancel_reason text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index oms_shipping_return_no on oms_shipping_return (tenant_id, return_no) where not is_delete;
create index oms_shipping_return_order on oms_shipping_return (tenant_id, order_id) where not is_delete;
create index oms_shipping_return_time on oms_shipping_return (tenant_id, register_time desc) where not is_delete;
select pf_tenant_table('oms_shipping_return');

-- The lines that came back: an order line (its SKU, colour, size and ordered quantity copied) and
-- how many pieces of it.
create table oms_shipping_return_line (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  return_id bigint not null, sort_no int not null default 0,
  order_line_id bigint not null, sku_code text, colour text, size text, ordered_quantity int,
  quantity int not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index oms_shipping_return_line_return on oms_shipping_return_line (tenant_id, return_id);
-- What an order line already went back on (the returnable quantity).
create index oms_shipping_return_line_order_line on oms_shipping_return_line (tenant_id, order_line_id) where not is_delete;
select pf_tenant_table('oms_shipping_return_line');
