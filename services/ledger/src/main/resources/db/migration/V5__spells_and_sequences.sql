-- Spells and sequences in the read models: the open sequence and the spells' lasting effects of an encounter, each
-- combatant's spellcasting (slots spent, away), and the lines of the log only the GM (and those privy) may read.

ALTER TABLE encounter_view ADD COLUMN sequence_state VARCHAR;
ALTER TABLE encounter_view ADD COLUMN effects VARCHAR DEFAULT '[]' NOT NULL;

ALTER TABLE combatant_view ADD COLUMN spellcasting VARCHAR;

ALTER TABLE log_entry ADD COLUMN secret VARCHAR;
ALTER TABLE log_entry ADD COLUMN privy VARCHAR DEFAULT '[]' NOT NULL;
