// Schema migrations, applied in order; PRAGMA user_version records how far.
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE executions (
    id TEXT PRIMARY KEY,
    agent TEXT NOT NULL,
    client TEXT NOT NULL,
    status TEXT NOT NULL,
    implicit INTEGER NOT NULL,
    goal TEXT,
    parameters TEXT,
    step_limit INTEGER NOT NULL,
    steps_used INTEGER NOT NULL DEFAULT 0,
    steps_granted INTEGER NOT NULL DEFAULT 0,
    step_count INTEGER NOT NULL DEFAULT 0,
    last_outcome TEXT,
    tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd REAL NOT NULL DEFAULT 0,
    highest_tier TEXT NOT NULL DEFAULT 'advisory',
    pauses INTEGER NOT NULL DEFAULT 0,
    approvals INTEGER NOT NULL DEFAULT 0,
    blocks INTEGER NOT NULL DEFAULT 0,
    policy_digest TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    summary TEXT
  );
  CREATE INDEX executions_running ON executions(agent, client, status);
  CREATE INDEX executions_status ON executions(status);
  CREATE INDEX executions_started ON executions(started_at);

  CREATE TABLE steps (
    id INTEGER PRIMARY KEY,
    execution_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    agent TEXT NOT NULL,
    client TEXT NOT NULL,
    hint TEXT NOT NULL,
    action_digest TEXT NOT NULL,
    action TEXT,
    description TEXT,
    outcome TEXT,
    findings TEXT,
    level TEXT NOT NULL,
    risk_score INTEGER NOT NULL,
    tier TEXT NOT NULL,
    continued INTEGER NOT NULL,
    stopped INTEGER NOT NULL,
    reasons TEXT NOT NULL,
    directive TEXT NOT NULL,
    decision_us INTEGER NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX steps_execution ON steps(execution_id, seq);

  CREATE VIRTUAL TABLE steps_fts USING fts5(hint, content='steps', content_rowid='id');
  CREATE TRIGGER steps_fts_insert AFTER INSERT ON steps BEGIN
    INSERT INTO steps_fts(rowid, hint) VALUES (new.id, new.hint);
  END;
  CREATE TRIGGER steps_fts_delete AFTER DELETE ON steps BEGIN
    INSERT INTO steps_fts(steps_fts, rowid, hint) VALUES ('delete', old.id, old.hint);
  END;

  CREATE TABLE confirmations (
    id TEXT PRIMARY KEY,
    execution_id TEXT NOT NULL,
    step_id INTEGER NOT NULL,
    agent TEXT NOT NULL,
    client TEXT NOT NULL,
    action_digest TEXT NOT NULL,
    hint TEXT NOT NULL,
    kind TEXT NOT NULL,
    tier TEXT NOT NULL,
    risk_score INTEGER NOT NULL,
    factors TEXT NOT NULL,
    status TEXT NOT NULL,
    scope TEXT,
    reason TEXT,
    created_at TEXT NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    decided_at TEXT,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX confirmations_status ON confirmations(status);
  CREATE INDEX confirmations_action ON confirmations(execution_id, action_digest);

  CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    agent TEXT NOT NULL,
    client TEXT NOT NULL,
    execution_id TEXT,
    action_digest TEXT NOT NULL,
    hint TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    block_id TEXT,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX challenges_status ON challenges(status);
  CREATE INDEX challenges_execution ON challenges(execution_id, status);
  CREATE INDEX challenges_pass ON challenges(agent, action_digest, status);

  CREATE TABLE blocks (
    id TEXT PRIMARY KEY,
    agent TEXT NOT NULL,
    client TEXT NOT NULL,
    reason TEXT NOT NULL,
    hint TEXT NOT NULL,
    execution_id TEXT,
    challenge_id TEXT,
    created_at TEXT NOT NULL,
    lifted_at TEXT,
    lifted_by TEXT,
    note TEXT
  );
  CREATE INDEX blocks_agent ON blocks(agent, lifted_at);
  CREATE INDEX blocks_client ON blocks(client, lifted_at);

  CREATE TABLE verify_failures (
    id INTEGER PRIMARY KEY,
    agent TEXT NOT NULL,
    at_ms INTEGER NOT NULL
  );
  CREATE INDEX verify_failures_agent ON verify_failures(agent, at_ms);

  CREATE TABLE lockouts (
    agent TEXT PRIMARY KEY,
    until_ms INTEGER NOT NULL,
    strikes INTEGER NOT NULL
  );

  CREATE TABLE halts (
    scope TEXT PRIMARY KEY,
    at TEXT NOT NULL
  );

  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    execution_id TEXT NOT NULL,
    payload TEXT NOT NULL,
    delivered INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX notifications_pending ON notifications(execution_id, delivered);

  CREATE TABLE audit (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    agent TEXT,
    client TEXT,
    execution_id TEXT,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX audit_execution ON audit(execution_id);
  `,
  // 2: announced-vs-performed — flags on a step, and a fast lookup of the
  // latest step a client announced over MCP (steps without a structured action).
  `
  ALTER TABLE steps ADD COLUMN flags TEXT;
  CREATE INDEX steps_client_announced ON steps(client, id) WHERE action IS NULL;
  `,
  // History (src/main/history): keyset pagination of executions newest first,
  // per filter; retention by end time; settings (e.g. history retention).
  `
  CREATE INDEX executions_history ON executions(started_at, id);
  CREATE INDEX executions_history_agent ON executions(agent, started_at, id);
  CREATE INDEX executions_history_client ON executions(client, started_at, id);
  CREATE INDEX executions_history_tier ON executions(highest_tier, started_at, id);
  CREATE INDEX executions_ended ON executions(ended_at) WHERE ended_at IS NOT NULL;
  CREATE INDEX blocks_execution ON blocks(execution_id);
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // Loop detection folds case and spacing ("READING x" repeats "reading x"),
  // while approvals stay bound to the exact action (action_digest).
  `
  ALTER TABLE steps ADD COLUMN loop_key TEXT;
  UPDATE steps SET loop_key = action_digest;
  `,
  // Issue 14: limits per agent across executions (until the person resets
  // them), loop detection per agent, and authenticated audit events: the id
  // of the state an event changes (subject) and the governor key's signature
  // over the row's hash (sig), with indexes over the signed rows only.
  `
  CREATE TABLE agent_limits (
    agent TEXT PRIMARY KEY,
    steps_used INTEGER NOT NULL DEFAULT 0,
    steps_granted INTEGER NOT NULL DEFAULT 0,
    tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd REAL NOT NULL DEFAULT 0,
    since_step INTEGER NOT NULL DEFAULT 0,
    reset_at TEXT
  );
  CREATE INDEX steps_agent ON steps(agent, id);
  ALTER TABLE audit ADD COLUMN subject TEXT;
  ALTER TABLE audit ADD COLUMN sig TEXT;
  CREATE INDEX audit_signed_subject ON audit(subject, seq) WHERE sig IS NOT NULL;
  CREATE INDEX audit_signed_kind ON audit(kind, seq) WHERE sig IS NOT NULL;
  `,
  // The runtime governor (issue 17): governed sessions and their counters,
  // per-day usage in one-minute buckets per policy.agents entry, the
  // governor's enforcement events, and agents a governor halt holds.
  `
  CREATE TABLE governor_sessions (
    execution_id TEXT PRIMARY KEY,
    root_id TEXT NOT NULL,
    parent_id TEXT,
    kind TEXT NOT NULL,
    agent TEXT NOT NULL,
    profile_key TEXT,
    persona TEXT,
    peer TEXT,
    scopes TEXT,
    budget TEXT,
    depth INTEGER NOT NULL DEFAULT 0,
    phase TEXT,
    pending_phase TEXT,
    pending_phase_confirmation TEXT,
    tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd REAL NOT NULL DEFAULT 0,
    wall_ms INTEGER NOT NULL DEFAULT 0,
    iterations INTEGER NOT NULL DEFAULT 0,
    tool_calls INTEGER NOT NULL DEFAULT 0,
    last_step_ms INTEGER NOT NULL,
    observed TEXT NOT NULL DEFAULT '{}',
    halted_cause TEXT,
    halted_at TEXT
  );
  CREATE INDEX governor_sessions_root ON governor_sessions(root_id);
  CREATE INDEX governor_sessions_halted ON governor_sessions(agent) WHERE halted_cause IS NOT NULL;
  CREATE TABLE governor_usage (
    profile_key TEXT NOT NULL,
    minute INTEGER NOT NULL,
    tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd REAL NOT NULL DEFAULT 0,
    wall_ms INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (profile_key, minute)
  ) WITHOUT ROWID;
  CREATE TABLE governor_events (
    id INTEGER PRIMARY KEY,
    execution_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    step_id INTEGER,
    at TEXT NOT NULL,
    cause TEXT NOT NULL,
    action TEXT NOT NULL,
    fail_closed INTEGER NOT NULL,
    detail TEXT NOT NULL,
    confirmation_id TEXT
  );
  CREATE INDEX governor_events_execution ON governor_events(execution_id, id);
  CREATE INDEX governor_events_confirmation ON governor_events(confirmation_id) WHERE confirmation_id IS NOT NULL;
  CREATE TABLE governor_halts (
    agent TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    cause TEXT NOT NULL,
    at TEXT NOT NULL
  );
  `,
  // Issue 18: the hint search index (FTS5).
  // - Prefix indexes of 3, 4 and 5 characters (a prefix search needs at
  //   least 3): such a prefix is one term lookup read newest first, instead of
  //   merging every matching term's postings at query time (109–150 ms on 1M
  //   steps before). columnsize=0: no per-row size table (only bm25 needs it;
  //   history orders by recency).
  // - The index follows the steps in batches (store/hint-index.ts) instead of
  //   from a trigger inside every step's transaction: the index is not needed
  //   to answer the agent, and writing it per step was about 40 % of the pages
  //   each step commits. steps_fts_progress.indexed_upto is the last step id
  //   indexed; a deleted step leaves the index only if it was in it, and
  //   deleting the step at the mark moves the mark down so that no id at or
  //   below it is ever left unindexed.
  // The index is rebuilt from the steps table once.
  `
  DROP TRIGGER steps_fts_insert;
  DROP TRIGGER steps_fts_delete;
  DROP TABLE steps_fts;
  CREATE VIRTUAL TABLE steps_fts USING fts5(hint, content='steps', content_rowid='id', prefix='3 4 5', columnsize=0);
  INSERT INTO steps_fts(steps_fts) VALUES ('rebuild');
  CREATE TABLE steps_fts_progress (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    indexed_upto INTEGER NOT NULL
  );
  INSERT INTO steps_fts_progress (id, indexed_upto) SELECT 1, COALESCE(MAX(id), 0) FROM steps;
  CREATE TRIGGER steps_fts_delete AFTER DELETE ON steps
    WHEN old.id <= (SELECT indexed_upto FROM steps_fts_progress) BEGIN
    INSERT INTO steps_fts(steps_fts, rowid, hint) VALUES ('delete', old.id, old.hint);
    UPDATE steps_fts_progress SET indexed_upto = (SELECT COALESCE(MAX(id), 0) FROM steps WHERE id < old.id)
      WHERE indexed_upto = old.id;
  END;
  `,
  // Client sessions (client hooks): one execution per session, ended after idle
  // time; approvals for a session; blocks scoped to a session, an agent or a
  // client; a person's refusal of a verify challenge, with its reason.
  `
  ALTER TABLE executions ADD COLUMN session TEXT;
  ALTER TABLE executions ADD COLUMN last_step_at TEXT;
  UPDATE executions SET last_step_at = COALESCE(
    (SELECT at FROM steps WHERE steps.execution_id = executions.id ORDER BY seq DESC LIMIT 1), started_at);
  CREATE INDEX executions_session ON executions(client, session, status) WHERE session IS NOT NULL;
  ALTER TABLE confirmations ADD COLUMN session TEXT;
  CREATE INDEX confirmations_session ON confirmations(client, session, action_digest) WHERE session IS NOT NULL;
  ALTER TABLE blocks ADD COLUMN scope TEXT NOT NULL DEFAULT 'client';
  ALTER TABLE blocks ADD COLUMN session TEXT;
  CREATE INDEX blocks_standing ON blocks(created_at) WHERE lifted_at IS NULL;
  ALTER TABLE challenges ADD COLUMN reason TEXT;
  `,
  // Issue 18: fewer pages per step. The latest step each client announced
  // (a step without a structured action) is one row per client, replaced by
  // each such step, instead of an index entry per step keyed by client: with
  // many agents in one group commit every client's entry was on a page of its
  // own (about 1.26 of the 5.9 WAL frames a step wrote under 32 agents), where
  // the clients' rows share a page or two. Only the newest is ever read (the
  // announced-vs-performed check, within ANNOUNCEMENT_WINDOW_MS); a row whose
  // step retention deleted reads as none, as the older steps it could fall
  // back to were deleted or are older still.
  `
  CREATE TABLE client_announced (
    client TEXT PRIMARY KEY,
    step_id INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO client_announced (client, step_id) SELECT client, max(id) FROM steps WHERE action IS NULL GROUP BY client;
  DROP INDEX steps_client_announced;
  `,
];
