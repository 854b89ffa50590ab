-- Issue 5: numbering rules, Brother GTX templates, heat (DTF) print settings, tenant settings.
-- Declarations: packages/contract/src/resources/factory-settings.ts.

-- ───────────── numbering rules ─────────────

create table mes_number_rule (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  target_form int not null,
  prefix text not null,
  time_part int not null default 3,
  serial_digits int not null default 4,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
-- One live rule per document and tenant.
create unique index mes_number_rule_target on mes_number_rule (tenant_id, target_form) where not is_delete;
select pf_tenant_table('mes_number_rule');

-- The serial of each rule and period (the formatted time part). Taken with
-- insert … on conflict do update … returning inside the caller's transaction: the row lock
-- serialises concurrent takers, so a value is never handed out twice.
create table mes_number_counter (
  tenant_id bigint not null,
  rule_id bigint not null,
  period text not null,
  value bigint not null,
  update_time timestamptz not null default now(),
  primary key (tenant_id, rule_id, period)
);
select pf_tenant_table('mes_number_counter');

-- ───────────── Brother GTX templates ─────────────

create table mes_brother_template (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null,
  image_width int not null, image_height int not null,
  zoom int not null default 100,
  offset_left int not null default 0, offset_top int not null default 0,
  rgb text default '#FFFFFF',
  angle int not null default 0,
  is_default boolean not null default false,
  platen int not null default 0,
  ink_mode int not null default 2,
  highlight int, mask int, choke int, ink_volume int,
  multi_pass boolean not null default false,
  uni_directional boolean not null default false,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_brother_template_code on mes_brother_template (tenant_id, code) where not is_delete;
-- At most one default template per tenant.
create unique index mes_brother_template_default on mes_brother_template (tenant_id) where is_default and not is_delete;
select pf_tenant_table('mes_brother_template');

-- ───────────── heat (DTF) print settings ─────────────

create table mes_heat_print_setting (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  name text not null,
  copies int not null default 1,
  passes int not null default 4,
  margin_top numeric(10, 1) not null default 0, margin_bottom numeric(10, 1) not null default 0,
  margin_left numeric(10, 1) not null default 0, margin_right numeric(10, 1) not null default 0,
  direction int not null default 2,
  speed int not null default 2,
  mirror boolean not null default true,
  skip_white boolean not null default false,
  colour_bar boolean not null default false,
  layout_rows int not null default 1, layout_columns int not null default 1,
  row_gap numeric(10, 1) not null default 0, column_gap numeric(10, 1) not null default 0,
  is_default boolean not null default false,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_heat_print_setting_default on mes_heat_print_setting (tenant_id) where is_default and not is_delete;
select pf_tenant_table('mes_heat_print_setting');

-- ───────────── tenant settings (typed key–value, declared in the contract) ─────────────

create table mes_tenant_setting (
  tenant_id bigint not null,
  group_code text not null,
  key text not null,
  value jsonb,
  update_time timestamptz not null default now(),
  update_user_id bigint, update_user_name text,
  primary key (tenant_id, group_code, key)
);
select pf_tenant_table('mes_tenant_setting');
