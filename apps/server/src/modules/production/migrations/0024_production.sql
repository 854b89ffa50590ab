-- Issue 15: production — work orders (with their bill of materials), tasks, pieces, batching
-- strategies, batches, scans, work reports and transferred files. Every table is the factory's
-- (tenant_id = the factory tenant); the order a work order makes is referenced by
-- (order_tenant_id, order_id) and read under oms_order's factory_desk policy.

create table pro_work_order (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text, source int not null default 1,
  order_tenant_id bigint, order_id bigint, order_code text, order_line_id bigint, line_no int,
  customer_id bigint, customer_name text,
  product_id bigint not null, product_code text, product_name text, route_id bigint,
  print_kind int not null default 1, sku_code text, colour text, size text,
  quantity int not null, finished int not null default 0, scrapped int not null default 0,
  progress numeric(5, 1) not null default 0,
  batch_no text, start_date date, demand_date date, logistics_mode text,
  state int not null default 0, release_time timestamptz, close_time timestamptz,
  remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index pro_work_order_code on pro_work_order (tenant_id, code) where not is_delete;
-- One work order per passed order line: a redelivered "passed" event finds it and adds nothing.
create unique index pro_work_order_line on pro_work_order (tenant_id, order_line_id)
  where not is_delete and order_line_id is not null;
create index pro_work_order_order on pro_work_order (tenant_id, order_id) where order_id is not null;
create index pro_work_order_state on pro_work_order (tenant_id, state, create_time desc) where not is_delete;
select pf_tenant_table('pro_work_order');

create table pro_work_order_bom (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  work_order_id bigint not null, sort_no int not null default 0,
  material_id bigint not null, rate numeric(14, 4) not null, quantity numeric(14, 4),
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index pro_work_order_bom_parent on pro_work_order_bom (tenant_id, work_order_id);
select pf_tenant_table('pro_work_order_bom');

-- A task: one process of a work order's route (seq 1, 2, …), snapshotted at release so a later
-- change of the route does not move pieces already on the floor.
create table pro_task (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  work_order_id bigint not null, seq int not null,
  process_id bigint not null, process_code text, process_name text not null, is_main boolean not null default false,
  workstation_id bigint, quantity int not null, done int not null default 0,
  qualified int not null default 0, unqualified int not null default 0,
  plan_start timestamptz, plan_end timestamptz, state int not null default 0,
  create_time timestamptz not null default now(), update_time timestamptz,
  primary key (tenant_id, id)
);
create unique index pro_task_seq on pro_task (tenant_id, work_order_id, seq);
create index pro_task_plan on pro_task (tenant_id, plan_start) where plan_start is not null;
select pf_tenant_table('pro_task');

-- A piece: one garment, the unit that is batched, printed, scanned, sorted and shipped. `step` is the
-- seq of the task it is to be scanned at next (steps + 1 once its route is done).
create table pro_piece (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, work_order_id bigint not null, work_order_code text not null,
  order_tenant_id bigint, order_id bigint, order_code text, order_line_id bigint, line_no int,
  piece_no int not null default 1, piece_total int not null default 1,
  product_id bigint, product_name text, print_kind int not null default 1,
  sku_code text, colour text, size text, logistics_mode text, demand_date date,
  step int not null default 1, steps int not null, print_step int not null default 0,
  next_process_id bigint, next_process_name text,
  state int not null default 0, batch_id bigint, batch_no text,
  reprint_of bigint, reprint_of_code text, reprint_reason text, last_scan_time timestamptz,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create unique index pro_piece_code on pro_piece (tenant_id, code);
create index pro_piece_work_order on pro_piece (tenant_id, work_order_id);
create index pro_piece_order on pro_piece (tenant_id, order_id) where order_id is not null;
create index pro_piece_batch on pro_piece (tenant_id, batch_id) where batch_id is not null;
-- The auto-batcher's pool: live pieces not in a batch and not yet printed.
create index pro_piece_unbatched on pro_piece (tenant_id, print_kind, demand_date, order_id)
  where batch_id is null and state in (0, 1) and not is_delete;
select pf_tenant_table('pro_piece');

create table pro_batch_strategy (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null, print_kind int not null default 1,
  product_id bigint, product_type_id bigint, colours text, sizes text, logistics_mode text,
  order_size int not null default 0, mixed_sku boolean not null default true, slots int not null default 50,
  ship_by_priority boolean not null default true, release_partial boolean not null default true,
  device_id bigint, platen int, ink_mode int,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index pro_batch_strategy_code on pro_batch_strategy (tenant_id, code) where not is_delete;
select pf_tenant_table('pro_batch_strategy');

create table pro_batch (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  batch_no text not null, print_kind int not null default 1, strategy_id bigint,
  quantity int not null default 0, batch_date date not null default current_date, order_size int not null default 3,
  device_id bigint, audit_state int not null default 0, auditor_name text, audit_time timestamptz,
  transfer_count int not null default 0, transfer_state int not null default 0, transfer_error text, transfer_time timestamptz,
  heat_state int not null default 1, fault_reason text, sheet_count int not null default 0,
  utilisation numeric(5, 1), layout jsonb,
  remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index pro_batch_no on pro_batch (tenant_id, batch_no) where not is_delete;
create index pro_batch_kind on pro_batch (tenant_id, print_kind, create_time desc) where not is_delete;
select pf_tenant_table('pro_batch');

-- A scan: a piece passing one process (its task seq) at a workstation. The unique key is the race
-- guard beside the piece's own step condition: two stations scanning the same piece at once, one row.
create table pro_scan (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  piece_id bigint not null, piece_code text not null, work_order_id bigint not null, work_order_code text,
  task_id bigint not null, seq int not null, process_id bigint not null, process_name text not null,
  workstation_id bigint, workstation_name text, device_id bigint, device_name text,
  result int not null default 1, defect_item_id bigint, defect_name text, remark text,
  user_id bigint, user_name text, scan_time timestamptz not null default now(),
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  primary key (tenant_id, id)
);
create unique index pro_scan_piece_step on pro_scan (tenant_id, piece_id, seq);
create index pro_scan_time on pro_scan (tenant_id, scan_time desc);
create index pro_scan_work_order on pro_scan (tenant_id, work_order_id);
select pf_tenant_table('pro_scan');

create table pro_work_report (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  work_order_id bigint not null, task_id bigint, process_id bigint not null,
  workstation_id bigint, device_id bigint, piece_id bigint, piece_code text,
  scheduled_qty int not null default 0, reported_qty int not null, qualified_qty int not null,
  unqualified_qty int not null default 0, producer_name text, approver_name text,
  state int not null default 1, report_time timestamptz not null default now(), audit_time timestamptz,
  remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id),
  check (qualified_qty <= reported_qty and unqualified_qty = reported_qty - qualified_qty)
);
create index pro_work_report_work_order on pro_work_report (tenant_id, work_order_id);
create index pro_work_report_time on pro_work_report (tenant_id, report_time desc) where not is_delete;
select pf_tenant_table('pro_work_report');

create table pro_work_report_defect (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  report_id bigint not null, sort_no int not null default 0,
  defect_item_id bigint not null, quantity int not null, image text, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index pro_work_report_defect_parent on pro_work_report_defect (tenant_id, report_id);
select pf_tenant_table('pro_work_report_defect');

-- Every file an image transfer wrote: where, how big, its checksum (a retry adds its own rows).
create table pro_transfer_file (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  batch_id bigint not null, attempt int not null, piece_id bigint, area int,
  path text not null, size bigint not null, sha256 text not null,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index pro_transfer_file_batch on pro_transfer_file (tenant_id, batch_id, attempt);
select pf_tenant_table('pro_transfer_file');
