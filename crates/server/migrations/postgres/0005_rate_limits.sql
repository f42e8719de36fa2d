-- Every rate limit's counters, shared by the app servers on this database (SQLite's single server keeps them in
-- memory): one row per bucket and key, counting events until `ends_at` (unix milliseconds, PostgreSQL's clock).
-- `key` is the SHA-256 of the client or account address counted, never the address. UNLOGGED: a counter is not
-- worth a write-ahead log entry per request; a crash empties the table, which only forgives.
CREATE UNLOGGED TABLE rate_limits (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    ends_at BIGINT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_ends_at ON rate_limits (ends_at);
