/**
 * Schema of the prompt library (migration 13): every submitted prompt once per model, with
 * when it was first and last sent, how many jobs used it and whether it is starred; a trigram
 * index of its folded text (searchText.ts's rule, through atelier_fold, as the library's search
 * does); and saved templates. The history is written by a trigger on the journal's insert, so
 * every way a job is sent (submit, variations, batches, the queue, a resubmit) records its
 * prompt in the same transaction as its journal row, before anything is paid. Submissions the
 * journal already holds fill it once.
 */

const PROMPT_VALUE = "json_extract(new.body, '$.prompt')";
const HAS_PROMPT = `json_valid(new.body) AND json_type(new.body, '$.prompt') = 'text' AND trim(${PROMPT_VALUE}) <> ''`;

export const PROMPT_LIBRARY = `
CREATE TABLE prompt_history (
  seq INTEGER PRIMARY KEY,
  prompt TEXT NOT NULL,
  model TEXT NOT NULL,
  -- The last job's action and target (JSON, as the journal keeps it): what "Reuse" opens.
  action TEXT,
  target TEXT NOT NULL,
  first_used_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  uses INTEGER NOT NULL DEFAULT 1,
  starred_at INTEGER,
  UNIQUE (model, prompt)
);
CREATE INDEX prompt_history_recent ON prompt_history(last_used_at, seq);
CREATE INDEX prompt_history_model_recent ON prompt_history(model, last_used_at, seq);
CREATE INDEX prompt_history_starred ON prompt_history(starred_at, seq) WHERE starred_at IS NOT NULL;

CREATE VIRTUAL TABLE prompt_search USING fts5(
  prompt, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
);
CREATE TRIGGER prompt_history_search_insert AFTER INSERT ON prompt_history BEGIN
  INSERT INTO prompt_search (rowid, prompt) VALUES (new.seq, ' ' || atelier_fold(new.prompt));
END;
CREATE TRIGGER prompt_history_search_delete AFTER DELETE ON prompt_history BEGIN
  DELETE FROM prompt_search WHERE rowid = old.seq;
END;

INSERT INTO prompt_history (prompt, model, action, target, first_used_at, last_used_at, uses)
SELECT prompt, model, action, target, first_used_at, last_used_at, uses FROM (
  SELECT json_extract(body, '$.prompt') AS prompt, model,
    last_value(action) OVER recent AS action, last_value(target) OVER recent AS target,
    min(created_at) OVER recent AS first_used_at, max(created_at) OVER recent AS last_used_at,
    count(*) OVER recent AS uses,
    row_number() OVER (PARTITION BY model, json_extract(body, '$.prompt') ORDER BY seq DESC) AS newest
  FROM submissions
  WHERE json_valid(body) AND json_type(body, '$.prompt') = 'text' AND trim(json_extract(body, '$.prompt')) <> ''
  WINDOW recent AS (PARTITION BY model, json_extract(body, '$.prompt') ORDER BY seq
    ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
) WHERE newest = 1;

CREATE TRIGGER submissions_prompt_history AFTER INSERT ON submissions WHEN ${HAS_PROMPT} BEGIN
  INSERT INTO prompt_history (prompt, model, action, target, first_used_at, last_used_at, uses)
  VALUES (${PROMPT_VALUE}, new.model, new.action, new.target, new.created_at, new.created_at, 1)
  ON CONFLICT (model, prompt) DO UPDATE SET
    uses = uses + 1,
    last_used_at = max(last_used_at, excluded.last_used_at),
    action = excluded.action,
    target = excluded.target;
END;

CREATE TABLE prompt_templates (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  -- The values of each {variable} as JSON: {"color": ["red", "blue"]}.
  variable_values TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
`;
