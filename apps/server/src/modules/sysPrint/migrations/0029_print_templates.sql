-- Print templates (spec §2 System admin: designer and preview). GLOBAL: kept by the platform.
-- template_json is a PrintTemplate (packages/contract/src/sysPrint/template.ts): paper and
-- elements in mm; width_mm / height_mm are copied from it on every write for the list.
create table sys_print_template (
  id bigint primary key default nextval('pf_id_seq'),
  name text not null,
  width_mm numeric not null default 0,
  height_mm numeric not null default 0,
  template_json text not null,
  sample_data text,
  remark text,
  create_time timestamptz not null default now(),
  update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false
);
select pf_global_table('sys_print_template');
