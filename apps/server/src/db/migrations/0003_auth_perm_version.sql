-- Permission version: a global counter bumped (in the same transaction) by every statement
-- that changes what buttons a user holds — the menu catalogue, a tenant's menu grants, role
-- menus, user roles and roles themselves. Each app instance caches computed button codes per
-- (tenant, user, account type, area) together with the version they were computed at, and
-- reuses them while the version is unchanged (auth/button-cache.ts). Reading one row is
-- far cheaper than recomputing ~900 codes per request, and every instance sees a change at
-- once because the version lives in the database.

create table pf_perm_version (
  id int primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into pf_perm_version (id, version) values (1, 0);
select pf_global_table('pf_perm_version');

create or replace function pf_bump_perm_version() returns trigger language plpgsql as $$
begin
  update pf_perm_version set version = version + 1 where id = 1;
  return null;
end $$;

create trigger pf_perm_version_bump after insert or update or delete or truncate on sys_menu
  for each statement execute function pf_bump_perm_version();
create trigger pf_perm_version_bump after insert or update or delete or truncate on sys_tenant_menu
  for each statement execute function pf_bump_perm_version();
create trigger pf_perm_version_bump after insert or update or delete or truncate on sys_role_menu
  for each statement execute function pf_bump_perm_version();
create trigger pf_perm_version_bump after insert or update or delete or truncate on sys_user_role
  for each statement execute function pf_bump_perm_version();
create trigger pf_perm_version_bump after insert or update or delete or truncate on sys_role
  for each statement execute function pf_bump_perm_version();
