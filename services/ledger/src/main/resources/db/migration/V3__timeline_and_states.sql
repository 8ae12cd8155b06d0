-- The timeline of steps with their status, and the battle as of every step (time travel, verify).
-- Whether a log line shows now depends on its step's status, so the log keeps no flag of its own.

ALTER TABLE log_entry DROP COLUMN active;

CREATE TABLE step_view (
    id           VARCHAR(80)  PRIMARY KEY,
    encounter_id VARCHAR(64)  NOT NULL,
    step         INTEGER      NOT NULL,
    sender       VARCHAR(64)  NOT NULL,
    kind         VARCHAR(16)  NOT NULL,
    command      VARCHAR(64)  NOT NULL,
    status       VARCHAR(16)  NOT NULL,
    in_effect    BOOLEAN      NOT NULL,
    redecided_in INTEGER,
    reason       VARCHAR
);
CREATE UNIQUE INDEX ix_step_view_encounter ON step_view (encounter_id, step);

CREATE TABLE state_view (
    id           VARCHAR(80) PRIMARY KEY,
    encounter_id VARCHAR(64) NOT NULL,
    step         INTEGER     NOT NULL,
    digest       VARCHAR(64) NOT NULL,
    battle       VARCHAR     NOT NULL
);
CREATE UNIQUE INDEX ix_state_view_encounter ON state_view (encounter_id, step);
