-- Idempotency keys of commands (README, Commands a client can send again; issue 12). Not a read model: a key is
-- written in the transaction that appends its command's events, so a key stored is a command taken, and a command
-- taken on any node is found by its key on every node. The answer is kept as where its events stand in the stream
-- (they are read again from there) and the secrets the answer withholds from players.

CREATE TABLE command_key (
    encounter_id    VARCHAR(255) NOT NULL,
    idempotency_key VARCHAR(255) NOT NULL,
    fingerprint     VARCHAR(64)  NOT NULL,
    step            INTEGER      NOT NULL,
    first_sequence  BIGINT       NOT NULL,
    last_sequence   BIGINT       NOT NULL,
    secrets         VARCHAR      NOT NULL,
    PRIMARY KEY (encounter_id, idempotency_key)
);
