/**
 * Tables of the reference server. Entity collections share one `records` table (JSON data per row)
 * because collections are declared as data: adding one needs no migration, and SQLite's json_extract
 * is enough for the filters the screens use at demo scale.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id                INTEGER PRIMARY KEY,
  username          TEXT NOT NULL UNIQUE,
  password_hash     TEXT NOT NULL,
  nickname          TEXT NOT NULL,
  phone             TEXT NOT NULL,
  app_code          TEXT NOT NULL,
  main_type         TEXT NOT NULL,
  role              TEXT NOT NULL,
  status            INTEGER NOT NULL DEFAULT 1,
  is_main_user      INTEGER NOT NULL,
  main_user_id      INTEGER NOT NULL,
  main_name         TEXT NOT NULL,
  main_phone        TEXT NOT NULL,
  servicer_id       INTEGER NOT NULL,
  resource_id       INTEGER NOT NULL,
  subscribe_version TEXT NOT NULL,
  groups_json       TEXT NOT NULL,
  permissions_json  TEXT NOT NULL,
  last_login_at     TEXT
);

CREATE TABLE IF NOT EXISTS sessions (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  group_id   INTEGER NOT NULL,
  group_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id),
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS refresh_tokens_by_session ON refresh_tokens(session_id);

CREATE TABLE IF NOT EXISTS records (
  collection TEXT NOT NULL,
  id         INTEGER NOT NULL,
  owner_id   INTEGER,
  data       TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version    INTEGER NOT NULL DEFAULT 1, -- optimistic lock: 1 on insert, +1 on every update
  PRIMARY KEY (collection, id)
);
CREATE INDEX IF NOT EXISTS records_newest_first ON records(collection, created_at DESC, id DESC);
-- An order's parties (server/tenancy/tenancy.ts writes these very expressions): a company's list page
-- counts and pages its own orders from the index instead of reading every order's JSON.
CREATE INDEX IF NOT EXISTS records_by_consignor ON records(collection, json_extract(data, '$.consignor_user_id'), created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS records_by_servicer ON records(collection, json_extract(data, '$.servicer_user_id'), created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS records_by_delivery ON records(collection, json_extract(data, '$.delivery_user_id'), created_at DESC, id DESC);

-- Raised by every insert, update and delete of a record, whoever writes it (this process, a CLI on the
-- same file): a cached list page built at another value may be stale (list-page-cache.ts).
CREATE TABLE IF NOT EXISTS records_generation (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT OR IGNORE INTO records_generation (id, generation) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS records_generation_after_insert AFTER INSERT ON records
BEGIN UPDATE records_generation SET generation = generation + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS records_generation_after_update AFTER UPDATE ON records
BEGIN UPDATE records_generation SET generation = generation + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS records_generation_after_delete AFTER DELETE ON records
BEGIN UPDATE records_generation SET generation = generation + 1 WHERE id = 1; END;

CREATE TABLE IF NOT EXISTS record_sequences (
  collection TEXT PRIMARY KEY,
  last_id    INTEGER NOT NULL
);

-- Trial subscriptions of a company (its main account) to one app; hosting_end is the trial's last day.
CREATE TABLE IF NOT EXISTS trial_subscriptions (
  main_user_id  INTEGER NOT NULL REFERENCES users(id),
  app_code      TEXT NOT NULL,
  hosting_end   TEXT NOT NULL,
  pre_sale_json TEXT NOT NULL,
  PRIMARY KEY (main_user_id, app_code)
);

-- Messages of the notification bell, per user. data_json holds the links the client follows (route,
-- file_url); attachment_json, never sent, describes the file a download message's file_url serves.
CREATE TABLE IF NOT EXISTS notifications (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  title           TEXT NOT NULL,
  message         TEXT NOT NULL,
  category        TEXT NOT NULL,
  data_json       TEXT NOT NULL,
  attachment_json TEXT,
  idempotency_key TEXT NOT NULL,
  is_read         INTEGER NOT NULL DEFAULT 0,
  read_at         TEXT,
  ts              INTEGER NOT NULL,
  created_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_by_user ON notifications(user_id, is_read, ts DESC);

-- The company of a self-registered main account and its review (资料审核); status UNSUBMITTED, PENDING,
-- APPROVED or REJECTED. Accounts without a row (the demo accounts) count as approved.
CREATE TABLE IF NOT EXISTS company_profiles (
  user_id          INTEGER PRIMARY KEY REFERENCES users(id),
  account_type     TEXT NOT NULL,
  company_name     TEXT NOT NULL,
  contact_name     TEXT NOT NULL,
  credit_code      TEXT,
  address          TEXT,
  service_types    TEXT NOT NULL DEFAULT '[]',
  business_scope   TEXT,
  business_license TEXT,
  audit_status     TEXT NOT NULL,
  audit_reason     TEXT,
  audit_record_id  INTEGER,
  submitted_at     TEXT,
  audited_at       TEXT,
  activated_at     TEXT,
  created_at       TEXT NOT NULL
);

-- The latest short-message code per phone and purpose (times in ms); the row also rate-limits sending.
CREATE TABLE IF NOT EXISTS verification_codes (
  phone      TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  code       TEXT NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  used_at    INTEGER,
  PRIMARY KEY (phone, purpose)
);

-- Account activation links, stored as SHA-256 hashes like refresh tokens (times in ms).
CREATE TABLE IF NOT EXISTS activation_codes (
  code_hash  TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
`;
