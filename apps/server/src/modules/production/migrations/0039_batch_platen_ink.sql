-- Issue 15, batching by machine, platen and ink mode. A DTG piece prints with its product's Brother GTX
-- template (else the tenant's default template); a strategy that names a platen or an ink mode takes only
-- the pieces whose template prints with it, and the batch it makes carries them, so the batch's transfer
-- writes every piece's GTX settings with that platen and ink mode (null: each piece's template decides).
alter table pro_batch add column platen int, add column ink_mode int;

-- The demo strategies named the 16 × 21″ platen while the demo's Brother templates (GTX-DARK, GTX-LIGHT)
-- are 14 × 16″: now that the platen is a rule, they would take no piece. Rows a user has edited stay.
update pro_batch_strategy set platen = 2
 where id in (1310040002001, 1310040002002) and platen = 0 and update_time is null;
