-- Issue 35, a print scan at another printer than the batch's. A piece of a batch with a printer is printed
-- at that printer; where the factory's general settings allow another printer with a reason, the scan
-- keeps the batch's printer and the reason beside its own workstation, device and operator, so the
-- reporting records say who printed it where instead of the batch's printer, and why. Both are null on
-- every other scan. A batch transfer leaves such a piece out: its files belong in the printer that printed it.
alter table pro_scan add column batch_device_id bigint, add column batch_device_name text, add column printer_reason text;
