-- Access tokens (README, Who may do what). Not a read model: a rebuild of the projections never touches it.
-- Only the SHA-256 of a token is kept; the token itself is shown once, when it is issued.

CREATE TABLE access_token (
    id           VARCHAR(40)   PRIMARY KEY,
    encounter_id VARCHAR(64)   NOT NULL,
    role         VARCHAR(16)   NOT NULL,
    combatants   VARCHAR(4000) NOT NULL,
    label        VARCHAR(200),
    hash         VARCHAR(64)   NOT NULL,
    revoked      BOOLEAN       NOT NULL
);

CREATE UNIQUE INDEX access_token_hash ON access_token (hash);
CREATE INDEX access_token_encounter ON access_token (encounter_id);
