-- Issue 5: production master data — processes, process routes, products, OMS product mapping
-- and their sub-tables (declarations: packages/contract/src/resources/production-data.ts).
-- No foreign keys to other issues' tables: the engine's ref fields check existence per tenant.

create table mes_process (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, hot_folder text not null, image text not null,
  is_main boolean not null default false,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_process_code on mes_process (tenant_id, code) where not is_delete;
select pf_tenant_table('mes_process');

create table mes_process_defect (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  process_id bigint not null, sort_no int not null default 0, defect_item_id bigint not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_process_defect_parent on mes_process_defect (tenant_id, process_id);
create index mes_process_defect_item on mes_process_defect (tenant_id, defect_item_id);
select pf_tenant_table('mes_process_defect');

create table mes_process_route (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, principal text not null, workshop_id bigint not null,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_process_route_code on mes_process_route (tenant_id, code) where not is_delete;
create index mes_process_route_workshop on mes_process_route (tenant_id, workshop_id);
select pf_tenant_table('mes_process_route');

-- The processes of a route in production order (sort_no 1, 2, …).
create table mes_process_route_item (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  route_id bigint not null, sort_no int not null default 0, process_id bigint not null,
  is_key boolean not null default false,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_process_route_item_parent on mes_process_route_item (tenant_id, route_id, sort_no);
create index mes_process_route_item_process on mes_process_route_item (tenant_id, process_id);
select pf_tenant_table('mes_process_route_item');

create table mes_product (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, unit_id bigint not null, spec text not null, attr int not null,
  brother_template_id bigint, customer_id bigint not null, process_route_id bigint not null,
  product_type_id bigint, image text not null,
  max_stock int not null default 0, min_stock int not null default 0, safe_stock int not null default 0,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_product_code on mes_product (tenant_id, code) where not is_delete;
create index mes_product_route on mes_product (tenant_id, process_route_id);
create index mes_product_customer on mes_product (tenant_id, customer_id);
select pf_tenant_table('mes_product');

-- Bill of materials: consumption per piece.
create table mes_product_material (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  product_id bigint not null, sort_no int not null default 0, material_id bigint not null,
  rate numeric(18,6) not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_product_material_parent on mes_product_material (tenant_id, product_id);
create index mes_product_material_material on mes_product_material (tenant_id, material_id);
select pf_tenant_table('mes_product_material');

create table mes_oms_product_mapping (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  platform text not null, shop_name text, sku_code text not null, colour text, size text,
  product_id bigint not null,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
-- One mapping per (platform, shop, SKU); an empty shop is the platform-wide mapping.
create unique index mes_oms_product_mapping_sku on mes_oms_product_mapping
  (tenant_id, platform, coalesce(shop_name, ''), sku_code) where not is_delete;
create index mes_oms_product_mapping_product on mes_oms_product_mapping (tenant_id, product_id);
select pf_tenant_table('mes_oms_product_mapping');

create table mes_oms_product_mapping_area (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  mapping_id bigint not null, sort_no int not null default 0, area int not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_oms_product_mapping_area_parent on mes_oms_product_mapping_area (tenant_id, mapping_id);
select pf_tenant_table('mes_oms_product_mapping_area');
