-- Issue 17: the encounter's summary shows the game time (001 › Exploration › Time), and the battle's state now keeps
-- when each spell with a duration ends in game time. Every stored digest of a battle's state changes with it, so the
-- read models are emptied and the projection replays the store into them on the next start (as V40 does); the
-- aggregate's snapshots, which hold the old state, are dropped and rebuilt from the events.

ALTER TABLE encounter_view ADD COLUMN game_time BIGINT DEFAULT 0 NOT NULL;

DELETE FROM token_entry WHERE processor_name = 'projections';
DELETE FROM snapshot_event_entry;
DELETE FROM log_entry;
DELETE FROM initiative_view;
DELETE FROM combatant_view;
DELETE FROM encounter_view;
DELETE FROM step_view;
DELETE FROM state_view;
