-- Secrets the server generates itself when none is configured (`jwt`: the access tokens' HS256 key), kept here so
-- that every server on this database signs and verifies alike.
CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
