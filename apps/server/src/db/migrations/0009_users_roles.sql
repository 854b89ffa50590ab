-- Issue 4 (users, roles, organisations): a deleted user frees its account name again.
-- Deletes are soft; the global sys_login_account row is removed on delete, so the per-tenant
-- unique index must only cover live users (as docs/resources.md asks of unique indexes).
drop index if exists sys_user_account;
create unique index sys_user_account on sys_user (tenant_id, account) where not is_delete;
create index if not exists sys_user_org on sys_user (tenant_id, org_id) where not is_delete;
