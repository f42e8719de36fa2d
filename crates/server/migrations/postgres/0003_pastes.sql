-- Pastes. A public paste keeps title, content and language; a private one only `encrypted` (the browser's
-- ciphertext, IV and KDF parameters as JSON text), which the server cannot open. Only the SHA-256 of the delete
-- token is kept. Times are unix milliseconds (expires_at NULL: never); flags are 0/1.
CREATE TABLE pastes (
    id TEXT PRIMARY KEY,
    owner_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    delete_token_hash TEXT NOT NULL,
    title TEXT,
    content TEXT,
    language TEXT,
    encrypted TEXT,
    burn_after_reading BIGINT NOT NULL DEFAULT 0,
    views BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    expires_at BIGINT
);
CREATE INDEX pastes_owner_created ON pastes (owner_id, created_at);
CREATE INDEX pastes_expires_at ON pastes (expires_at);
