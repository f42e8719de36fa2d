-- Secure e-mail change: both the current and the new address confirm. Bit 1: the current address has
-- confirmed, bit 2: the new one; the address changes when both are set (see `Store::confirm_email_change`).
ALTER TABLE users ADD COLUMN email_change_confirmed INTEGER NOT NULL DEFAULT 0;

-- Links of a change asked for before this migration were confirmed by the new address alone: they no longer
-- count (the change can be asked for again).
DELETE FROM one_time_tokens WHERE kind = 'email_change';
UPDATE users SET email_change = NULL, email_change_sent_at = NULL WHERE email_change IS NOT NULL;
