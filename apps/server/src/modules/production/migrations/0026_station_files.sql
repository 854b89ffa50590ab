-- Print files dropped by a station scan (issue 15): a piece scanned at its print process gets its own
-- files in the device's hot folder, recorded like a batch transfer's but without a batch; the piece
-- keeps the state of its last file drop so a failed one can be retried from the image-transfer page.
alter table pro_transfer_file alter column batch_id drop not null;
alter table pro_transfer_file add column workstation_id bigint;
create index pro_transfer_file_piece on pro_transfer_file (tenant_id, piece_id);

alter table pro_piece add column transfer_state int not null default 0;
alter table pro_piece add column transfer_count int not null default 0;
alter table pro_piece add column transfer_error text;
alter table pro_piece add column transfer_time timestamptz;
create index pro_piece_transfer on pro_piece (tenant_id, transfer_time desc) where transfer_state <> 0;
