-- Read models (projections). Every one of them can be dropped and rebuilt from the event store.

CREATE TABLE encounter_view (
    id          VARCHAR(64)  PRIMARY KEY,
    name        VARCHAR(200) NOT NULL,
    ruleset     VARCHAR(32)  NOT NULL,
    seed        BIGINT       NOT NULL,
    options     VARCHAR      NOT NULL,
    status      VARCHAR(32)  NOT NULL,
    round       INTEGER      NOT NULL,
    turn_actor  VARCHAR(64),
    step        INTEGER      NOT NULL,
    sequence    BIGINT       NOT NULL,
    position    BIGINT       NOT NULL
);

CREATE TABLE combatant_view (
    id                 VARCHAR(130) PRIMARY KEY,
    encounter_id       VARCHAR(64)  NOT NULL,
    combatant_id       VARCHAR(64)  NOT NULL,
    ordinal            INTEGER      NOT NULL,
    name               VARCHAR(200) NOT NULL,
    side               VARCHAR(200) NOT NULL,
    hp                 INTEGER      NOT NULL,
    max_hp             INTEGER      NOT NULL,
    ac                 INTEGER      NOT NULL,
    speed              INTEGER      NOT NULL,
    size               VARCHAR(32)  NOT NULL,
    conditions         VARCHAR      NOT NULL,
    position_x         INTEGER,
    position_y         INTEGER,
    reaction_available BOOLEAN      NOT NULL,
    surprised          BOOLEAN      NOT NULL,
    readied            VARCHAR,
    concentration      VARCHAR
);
CREATE INDEX ix_combatant_view_encounter ON combatant_view (encounter_id, ordinal);

CREATE TABLE initiative_view (
    id           VARCHAR(80) PRIMARY KEY,
    encounter_id VARCHAR(64) NOT NULL,
    place        INTEGER     NOT NULL,
    combatant_id VARCHAR(64) NOT NULL,
    total        INTEGER     NOT NULL,
    roll         INTEGER     NOT NULL,
    dex          INTEGER     NOT NULL,
    roll_offs    VARCHAR     NOT NULL
);
CREATE INDEX ix_initiative_view_encounter ON initiative_view (encounter_id, place);

CREATE TABLE log_entry (
    id           VARCHAR(90)  PRIMARY KEY,
    encounter_id VARCHAR(64)  NOT NULL,
    sequence     BIGINT       NOT NULL,
    step         INTEGER      NOT NULL,
    event_type   VARCHAR(64)  NOT NULL,
    kind         VARCHAR(16)  NOT NULL,
    text         VARCHAR      NOT NULL,
    rule         VARCHAR(300),
    rolls        VARCHAR      NOT NULL,
    active       BOOLEAN      NOT NULL
);
CREATE INDEX ix_log_entry_encounter ON log_entry (encounter_id, sequence);
