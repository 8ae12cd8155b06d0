-- The playtest combat rules in the read models: life and death, stance, the turn's economy, reactions awaited,
-- and where each roll of the log stands among the rolls of its command (for OverrideRoll).

ALTER TABLE combatant_view ADD COLUMN life VARCHAR(16) DEFAULT 'alive' NOT NULL;
ALTER TABLE combatant_view ADD COLUMN death_saves INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE combatant_view ADD COLUMN dodging BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE combatant_view ADD COLUMN hiding VARCHAR;
ALTER TABLE combatant_view ADD COLUMN helped_by VARCHAR DEFAULT '[]' NOT NULL;
ALTER TABLE combatant_view ADD COLUMN hit_dice_spent INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE combatant_view ADD COLUMN within_reach VARCHAR DEFAULT '[]' NOT NULL;

ALTER TABLE encounter_view ADD COLUMN economy VARCHAR;
ALTER TABLE encounter_view ADD COLUMN awaiting VARCHAR DEFAULT '[]' NOT NULL;

ALTER TABLE log_entry ADD COLUMN origin INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE log_entry ADD COLUMN first_roll INTEGER DEFAULT 0 NOT NULL;
