-- Accounts (Supabase-compatible /auth/v1). Times are unix milliseconds; flags are 0/1; JSON is TEXT.
CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT UNIQUE,
    encrypted_password TEXT,
    email_confirmed_at INTEGER,
    confirmation_sent_at INTEGER,
    recovery_sent_at INTEGER,
    email_change TEXT,
    email_change_sent_at INTEGER,
    last_sign_in_at INTEGER,
    app_metadata TEXT NOT NULL,
    user_metadata TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE identities (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    provider_id TEXT NOT NULL,
    identity_data TEXT NOT NULL,
    email TEXT,
    last_sign_in_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (provider, provider_id)
);
CREATE INDEX identities_user_id ON identities (user_id);

CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    amr_method TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE refresh_tokens (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    parent_id TEXT,
    derivation_nonce TEXT,
    revoked INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_parent_id ON refresh_tokens (parent_id);

CREATE TABLE flow_states (
    id TEXT PRIMARY KEY,
    state_hash TEXT UNIQUE,
    auth_code_hash TEXT UNIQUE,
    code_challenge TEXT,
    code_challenge_method TEXT,
    authentication_method TEXT NOT NULL,
    provider TEXT,
    provider_code_verifier TEXT,
    nonce TEXT,
    redirect_to TEXT NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    auth_code_issued_at INTEGER
);

CREATE TABLE one_time_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    relates_to TEXT NOT NULL,
    flow_state_id TEXT REFERENCES flow_states (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX one_time_tokens_user_kind ON one_time_tokens (user_id, kind);
