-- Label print templates (issue 15 "label size in mm from a label template"; base data menus
-- labelTemplate and heatLabelTemplate): the piece QR label's size and which lines it carries, one
-- table per kind of work, at most one default per tenant (the print call uses it when none is named).
create table pro_label_template (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null,
  width_mm numeric(6, 1) not null default 60, height_mm numeric(6, 1) not null default 40,
  show_order boolean not null default true, show_sku boolean not null default true,
  show_batch boolean not null default false, show_product boolean not null default false,
  is_default boolean not null default false,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index pro_label_template_code on pro_label_template (tenant_id, code) where not is_delete;
create unique index pro_label_template_default on pro_label_template (tenant_id) where is_default and not is_delete;
select pf_tenant_table('pro_label_template');

create table pro_heat_label_template (like pro_label_template including defaults);
alter table pro_heat_label_template add primary key (tenant_id, id);
create unique index pro_heat_label_template_code on pro_heat_label_template (tenant_id, code) where not is_delete;
create unique index pro_heat_label_template_default on pro_heat_label_template (tenant_id) where is_default and not is_delete;
select pf_tenant_table('pro_heat_label_template');
