-- The factory's view of its customers' shops (issue 13, Base data → third-party store authorization).
--
-- A shop belongs to the merchant tenant (tenant_id). factory_tenant_id and merchant_name say which
-- factory serves that merchant and under which customer name — the live customer row linking the
-- merchant, as pf_order_factories() answers it for orders (the first factory if several serve it,
-- which submission refuses). They are kept by triggers, not by the writers: on every write of a
-- shop, and on every change of a customer row to the merchants it linked and links. A second
-- permissive policy, factory_view, lets that factory read (only read) the shops.

alter table oms_shop add column factory_tenant_id bigint, add column merchant_name text;

-- The factory serving a merchant and the customer name it knows it by (definer: a merchant cannot
-- read a factory's customers). Not granted to the application role; only the triggers call it.
create or replace function pf_merchant_factory(merchant bigint, out factory_tenant_id bigint, out merchant_name text)
  language sql stable security definer set search_path = public as $$
  select c.tenant_id, c.name
    from mes_customer c
    join sys_tenant t on t.id = c.tenant_id and not t.is_delete and t.status = 1 and t.is_factory
   where c.merchant_tenant_id = merchant and not c.is_delete and c.status = 1
   order by c.tenant_id, c.id
   limit 1
$$;
revoke all on function pf_merchant_factory(bigint) from public;

create or replace function pf_shop_factory_row() returns trigger
  language plpgsql security definer set search_path = public as $$
begin
  select f.factory_tenant_id, f.merchant_name into new.factory_tenant_id, new.merchant_name
    from pf_merchant_factory(new.tenant_id) f;
  return new;
end $$;
create trigger oms_shop_factory before insert or update of tenant_id, platform, name, status, is_delete on oms_shop
  for each row execute function pf_shop_factory_row();

-- A customer row added, relinked, renamed, disabled or deleted: the shops of the merchants it
-- linked before and links now follow (runs as the owner: the shops are other tenants' rows).
create or replace function pf_shop_factory_customer() returns trigger
  language plpgsql security definer set search_path = public as $$
declare
  merchant bigint;
  factory bigint;
  known_as text;
begin
  foreach merchant in array array_remove(array[
    case when tg_op <> 'INSERT' then old.merchant_tenant_id end,
    case when tg_op <> 'DELETE' then new.merchant_tenant_id end], null)
  loop
    select f.factory_tenant_id, f.merchant_name into factory, known_as from pf_merchant_factory(merchant) f;
    update oms_shop set factory_tenant_id = factory, merchant_name = known_as
     where tenant_id = merchant and (factory_tenant_id, merchant_name) is distinct from (factory, known_as);
  end loop;
  return null;
end $$;
create trigger mes_customer_shop_factory after insert or delete or update of merchant_tenant_id, name, status, is_delete
  on mes_customer for each row execute function pf_shop_factory_customer();

-- Existing shops.
update oms_shop s set factory_tenant_id = f.factory_tenant_id, merchant_name = f.merchant_name
  from oms_shop x cross join lateral pf_merchant_factory(x.tenant_id) f
 where x.tenant_id = s.tenant_id and x.id = s.id;

create index oms_shop_factory on oms_shop (factory_tenant_id, name) where not is_delete and factory_tenant_id is not null;
create policy factory_view on oms_shop for select using (factory_tenant_id = pf_current_tenant());
