-- A signed-in user's data that follows them to every browser (/api/me): their App settings, favorite tools and
-- tool-use history. Every row belongs to one user and goes with them (ON DELETE CASCADE; DELETE /api/me also
-- deletes each table's rows itself). Times are unix milliseconds; JSON is TEXT.
CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    settings TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE favorite_tools (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tool TEXT NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, tool)
);

-- `id` is the browser's id for the entry: unique per user, so a second upload of the same entry is skipped.
CREATE TABLE history_entries (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    tool TEXT NOT NULL,
    category TEXT NOT NULL,
    occurred_at INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    description TEXT NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (user_id, id)
);
CREATE INDEX history_entries_user_time ON history_entries (user_id, occurred_at);
