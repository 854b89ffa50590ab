-- Issue 35, the order import (items 8 and 10).
--
-- A template's date order: how its sheet's 03/11/2026 reads — 1 day first, 2 month first (contract
-- DateOrder); null: a date that reads both ways is a row error naming both readings.
alter table oms_import_template add column date_order integer;

-- The buyer's note, its own field (a column of the import, the form, the factory's detail).
alter table oms_order add column buyer_remark text;

-- A rush order: its buyer's note or seller remark names a rush word (contract RUSH_KEYWORDS — the
-- import suite fails if this pattern and that list differ; Latin words whole, any case). Generated,
-- so every writer of an order — the import, the form, the marketplace pull, the seeds — sets it
-- alike, and a note edited later sets or clears it. 1 rush, 0 not (contract Rush).
alter table oms_order add column rush integer not null generated always as (
  case when coalesce(buyer_remark, '') || ' ' || coalesce(seller_remark, '')
            ~* '加急|急单|急單|急件|紧急|緊急|\murgent\M|\murgente\M|\mrush\M|\masap\M'
       then 1 else 0 end
) stored;
