-- Issue 5, simple base data of a factory tenant: workshops, devices, workstations, units,
-- product/material types, materials, defects, test items, customers (packages/contract/src/resources/base-data.ts).
-- Tenant tables: (tenant_id, id) primary key, codes unique per tenant among live rows.
-- No foreign keys: the engine's ref fields check existence in the caller's tenant.

create table mes_workshop (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  name text not null, code text, principal text,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_workshop_code on mes_workshop (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_workshop');

create table mes_device_category (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_device_category_code on mes_device_category (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_device_category');

create table mes_device (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, category_id bigint not null, brand text, hot_folder text,
  workshop_id bigint, longitude numeric(10, 6), latitude numeric(10, 6), location text,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_device_code on mes_device (tenant_id, code) where not is_delete and code is not null;
create index mes_device_category_id on mes_device (tenant_id, category_id) where not is_delete;
create index mes_device_workshop_id on mes_device (tenant_id, workshop_id) where not is_delete;
select pf_tenant_table('mes_device');

create table mes_workstation (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, workshop_id bigint not null, process_id bigint not null,
  post_id bigint not null, device_id bigint not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_workstation_code on mes_workstation (tenant_id, code) where not is_delete and code is not null;
create index mes_workstation_workshop_id on mes_workstation (tenant_id, workshop_id) where not is_delete;
create index mes_workstation_process_id on mes_workstation (tenant_id, process_id) where not is_delete;
create index mes_workstation_device_id on mes_workstation (tenant_id, device_id) where not is_delete;
select pf_tenant_table('mes_workstation');

create table mes_unit (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_unit_code on mes_unit (tenant_id, code) where not is_delete and code is not null;
create unique index mes_unit_name on mes_unit (tenant_id, name) where not is_delete;
select pf_tenant_table('mes_unit');

create table mes_product_type (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_product_type_code on mes_product_type (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_product_type');

create table mes_material_type (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_material_type_code on mes_material_type (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_material_type');

create table mes_material (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, material_type_id bigint not null, name text not null, spec text not null,
  unit_id bigint not null, gross_weight numeric(14, 3), net_weight numeric(14, 3),
  length numeric(12, 2), width numeric(12, 2), height numeric(12, 2), volume numeric(16, 3),
  colour text, size text, max_stock numeric(16, 3) not null, min_stock numeric(16, 3) not null,
  safe_stock numeric(16, 3) not null, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_material_code on mes_material (tenant_id, code) where not is_delete and code is not null;
create index mes_material_material_type_id on mes_material (tenant_id, material_type_id) where not is_delete;
create index mes_material_unit_id on mes_material (tenant_id, unit_id) where not is_delete;
select pf_tenant_table('mes_material');

create table mes_defect_item (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, image text not null, reason text not null,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_defect_item_code on mes_defect_item (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_defect_item');

create table mes_common_defect (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, defect_item_id bigint, description text,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_common_defect_code on mes_common_defect (tenant_id, code) where not is_delete and code is not null;
create index mes_common_defect_defect_item_id on mes_common_defect (tenant_id, defect_item_id) where not is_delete;
select pf_tenant_table('mes_common_defect');

create table mes_test_item (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, standard text, method text,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_test_item_code on mes_test_item (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_test_item');

create table mes_customer (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, merchant_tenant_id bigint, contact text, phone text,
  email text, address text, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_customer_code on mes_customer (tenant_id, code) where not is_delete and code is not null;
create index mes_customer_merchant_tenant_id on mes_customer (tenant_id, merchant_tenant_id) where not is_delete;
select pf_tenant_table('mes_customer');
