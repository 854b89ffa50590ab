-- The factory's garment colours (base data › colours): the names orders and sheets write for each
-- colour, and whether it is a light or a dark garment (1 light, 2 dark). Review matches a line's
-- colour to mappings and blanks through them; the bill of materials takes light- or dark-only
-- materials by the shade.
create table mes_colour (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null, synonyms text, shade int not null default 1,
  status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_colour_code on mes_colour (tenant_id, code) where not is_delete and code is not null;
create unique index mes_colour_name on mes_colour (tenant_id, name) where not is_delete;
select pf_tenant_table('mes_colour');

-- Blanks of one style in other colours and sizes share it: a work order's bill of materials takes
-- the style's blank in its line's colour and size.
alter table mes_material add column style text;
create index mes_material_style on mes_material (tenant_id, style) where not is_delete and style is not null;
