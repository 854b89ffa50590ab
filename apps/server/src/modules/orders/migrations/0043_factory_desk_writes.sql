-- What the factory desk may write (found by test/platform/rls.test.ts).
--
-- factory_desk's WITH CHECK was only `factory_tenant_id = caller`: any tenant could insert an order,
-- line, print area or timeline entry into any merchant's tenant by naming itself the factory, and a
-- factory could move an order it serves to another tenant (an UPDATE's new row passed both the WITH
-- CHECK and the SELECT policies, which compare factory_tenant_id only). The new row a factory writes
-- must now also belong where the factory may write:
--
--   oms_order  its merchant (tenant_id) is linked by a live customer row of the caller's tenant
--              (mes_customer: not deleted, status 1 — the rows pf_order_factories() and
--              pf_merchant_factory() read when an order is submitted and a shop linked);
--   its parts  their order is visible to the caller (an exists on oms_order, itself under
--              row-level security: the factory_desk USING below, the read side's own condition).
--
-- WITH CHECK applies to the new row of an INSERT and an UPDATE, so a changed tenant_id is checked
-- like an inserted one: moved to a tenant the factory does not serve, the order is refused; a part
-- moved away from its order's tenant finds no order there. The USING expressions (what a factory
-- reads, updates and deletes) are unchanged. A merchant writes through tenant_isolation as before.

drop policy if exists factory_desk on oms_order;
create policy factory_desk on oms_order
  using (factory_tenant_id = (select pf_current_tenant()) and (submit_state <> 0 or approval_state = 2))
  with check (factory_tenant_id = (select pf_current_tenant())
              and exists (select 1 from mes_customer c
                           where c.tenant_id = (select pf_current_tenant())
                             and c.merchant_tenant_id = oms_order.tenant_id
                             and not c.is_delete and c.status = 1));

-- A table of an order's parts (lines, print areas, timeline): open to the factory that serves the
-- order while the order itself is open to it, and written by it only under such an order (both
-- exists run under oms_order's own policies).
create or replace function pf_order_part(tbl regclass) returns void language plpgsql as $$
begin
  execute format('drop policy if exists factory_desk on %s', tbl);
  execute format('create policy factory_desk on %1$s
                    using (factory_tenant_id = pf_current_tenant()
                           and exists (select 1 from oms_order o where o.tenant_id = %1$s.tenant_id and o.id = %1$s.order_id))
                    with check (factory_tenant_id = pf_current_tenant()
                                and exists (select 1 from oms_order o where o.tenant_id = %1$s.tenant_id and o.id = %1$s.order_id))', tbl);
end $$;

select pf_order_part('oms_order_line');
select pf_order_part('oms_order_area');
select pf_order_part('oms_order_log');
