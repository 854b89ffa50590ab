-- Excel import of orders (issue 13): the merchant's import templates (a mapping of its sheet's
-- columns to order fields), and each import run with the rows that failed.
--
-- Owned by the merchant tenant (tenant_id leads every key, like the orders). The factory serving
-- the merchant reads them too (Base data › Import templates, Business › Order import records):
-- factory_tenant_id is set when they are written, from the customer link (pf_order_factories),
-- and a SELECT-only policy, factory_view, opens them to that factory. The factory never writes them.

create table oms_import_template (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  factory_tenant_id bigint, merchant_name text,
  name text not null, platform text not null, shop_id bigint, print_kind int not null default 1,
  header_row int not null default 1,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index oms_import_template_name on oms_import_template (tenant_id, name) where not is_delete;
create index oms_import_template_factory on oms_import_template (factory_tenant_id) where factory_tenant_id is not null;
select pf_tenant_table('oms_import_template');
create policy factory_view on oms_import_template for select using (factory_tenant_id = pf_current_tenant());

-- One row per mapped order field: a column by its header text, or a fixed value.
create table oms_import_template_column (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  template_id bigint not null, factory_tenant_id bigint, sort_no int not null default 0,
  target text not null, sheet_column text, fixed_value text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index oms_import_template_column_parent on oms_import_template_column (tenant_id, template_id);
select pf_tenant_table('oms_import_template_column');
create policy factory_view on oms_import_template_column for select using (factory_tenant_id = pf_current_tenant());

-- One row per print area: the column of its print image and of its mock-up.
create table oms_import_template_area (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  template_id bigint not null, factory_tenant_id bigint, sort_no int not null default 0,
  area int not null, print_column text, mockup_column text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index oms_import_template_area_parent on oms_import_template_area (tenant_id, template_id);
select pf_tenant_table('oms_import_template_area');
create policy factory_view on oms_import_template_area for select using (factory_tenant_id = pf_current_tenant());

-- One import run: which file with which template, by whom, how far it got and what came of it.
-- heartbeat_time moves while the run works; a run left "running" without a heartbeat for a while
-- was cut off (its instance stopped) and is marked interrupted: its committed orders are whole.
create table oms_import_record (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  factory_tenant_id bigint, merchant_name text,
  template_id bigint, template_name text, file_name text not null, print_kind int,
  header_row int not null default 1, headers jsonb not null default '[]',
  state int not null default 0, phase text,
  total_rows int not null default 0, processed_rows int not null default 0,
  imported_rows int not null default 0, failed_rows int not null default 0,
  order_count int not null default 0, updated_count int not null default 0,
  message text, start_time timestamptz not null default now(), finish_time timestamptz,
  heartbeat_time timestamptz not null default now(), duration_ms int,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create index oms_import_record_time on oms_import_record (tenant_id, start_time desc) where not is_delete;
create index oms_import_record_factory on oms_import_record (factory_tenant_id, start_time desc)
  where not is_delete and factory_tenant_id is not null;
select pf_tenant_table('oms_import_record');
create policy factory_view on oms_import_record for select using (factory_tenant_id = pf_current_tenant());

-- A row of a run that did not become (part of) an order: its number, the cause and its cells as
-- read (header → text), so the failed rows can be downloaded, corrected and imported again.
create table oms_import_error (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  record_id bigint not null, factory_tenant_id bigint,
  row_no int not null, external_id text, message text not null, cells jsonb not null default '{}',
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index oms_import_error_record on oms_import_error (tenant_id, record_id, row_no);
create index oms_import_error_factory on oms_import_error (factory_tenant_id, record_id, row_no)
  where factory_tenant_id is not null;
select pf_tenant_table('oms_import_error');
create policy factory_view on oms_import_error for select using (factory_tenant_id = pf_current_tenant());
