-- Kind of work per order line (issue 13): direct-to-garment (1) or heat transfer (2).
--
-- A process route declares the kind of work it makes; an order line has its own kind (the
-- merchant's until review, then its product's route's); the order sums its lines up in
-- print_kind (1 all direct print, 2 all heat transfer, 3 both), which the lists filter on.

alter table mes_process_route add column print_kind int not null default 1;
-- The demo seed's heat-transfer route (RT-HT, seed/process-ids.ts) makes heat transfers.
update mes_process_route set print_kind = 2 where id = 1310050000202 and code = 'RT-HT';

alter table oms_order_line add column print_kind int not null default 1;
-- Existing lines: the kind the merchant gave the order, or, once reviewed, their product's route's.
update oms_order_line l set print_kind = o.print_kind
  from oms_order o where o.tenant_id = l.tenant_id and o.id = l.order_id and o.print_kind in (1, 2);
update oms_order_line l set print_kind = r.print_kind
  from mes_product p join mes_process_route r on r.tenant_id = p.tenant_id and r.id = p.process_route_id
 where l.product_id is not null and p.tenant_id = l.factory_tenant_id and p.id = l.product_id;
update oms_order o set print_kind = case when k.heat = 0 then 1 when k.dtg = 0 then 2 else 3 end
  from (select tenant_id, order_id, count(*) filter (where print_kind = 1) as dtg, count(*) filter (where print_kind = 2) as heat
          from oms_order_line where not is_delete group by tenant_id, order_id) k
 where k.tenant_id = o.tenant_id and k.order_id = o.id;

-- The lists of one kind of work (print_kind in (kind, 3)), newest first, on each side.
create index oms_order_merchant_kind_time on oms_order (tenant_id, print_kind, order_time desc) where not is_delete;
create index oms_order_factory_kind_time on oms_order (factory_tenant_id, print_kind, order_time desc)
  where not is_delete and factory_tenant_id is not null;
