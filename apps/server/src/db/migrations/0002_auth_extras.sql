-- Auth extras: QR scan login tickets (issue 3 point 3).
-- A browser asks for a ticket, shows it as a QR code and polls its status; a logged-in
-- mobile session scans and confirms it; the browser's next poll receives the token pair.
-- Two secrets per ticket: the poll ticket stays in the browser that asked for it (only
-- it can collect the tokens); the scan ticket is what the QR code shows and what the phone
-- sends. Someone who photographs the QR code can scan it but never collect the session.
-- Only SHA-256 hashes are stored, so the table never holds a usable secret.

create table sys_qr_ticket (
  ticket_hash text primary key,
  scan_hash text not null unique,
  area text not null,
  -- waiting → scanned → confirmed → consumed (tokens handed out once)
  status text not null default 'waiting',
  expires_at timestamptz not null,
  -- who scanned / confirmed (a user of any tenant: the ticket itself belongs to no tenant)
  tenant_id bigint,
  user_id bigint,
  scanned_at timestamptz,
  confirmed_at timestamptz,
  -- the browser that asked for the ticket (shown to the scanning user)
  ip text,
  user_agent text,
  create_time timestamptz not null default now()
);
create index sys_qr_ticket_expires on sys_qr_ticket (expires_at);
select pf_global_table('sys_qr_ticket');
