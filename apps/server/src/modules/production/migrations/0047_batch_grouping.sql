-- Issue 35, why a batch's pieces are together. Auto-batching groups a strategy's pieces by one key — for DTG the
-- platen and ink mode they print with and the garments' shade (light / dark, from base data › colours), and the
-- SKU when the strategy makes one batch per SKU — and the batch records it with the strategy's name and colour
-- list as they were, so the batch still says why after the strategy is edited. origin: 1 made by a strategy,
-- 2 by hand (the default: a batch added on the batch page names no strategy).
alter table pro_batch
  add column origin int not null default 2,
  add column strategy_name text,
  add column shade int,
  add column colours text,
  add column sku text;

-- Batches made before: by their strategy (its current name and list are the best record left), else by hand.
update pro_batch b set origin = 1, strategy_name = s.name, colours = nullif(trim(s.colours), '')
  from pro_batch_strategy s
 where s.tenant_id = b.tenant_id and s.id = b.strategy_id;
