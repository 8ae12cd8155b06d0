-- Issue 17: the battle's state now keeps the feet walked this turn, apart from the movement spent (a jump's run-up is
-- "If you walk at least 10 feet", 001 › Exploration › Movement › Modes of Movement), a Help given for a skill keeps
-- the skill, and the field keeps its heavily obscured cells. The digest of a stored battle's state changes after every
-- walk, so, as V73 did, the read models are emptied and the projection replays the store into them on the next
-- start; the aggregate's snapshots, which hold the old state, are dropped and rebuilt from the events.

DELETE FROM token_entry WHERE processor_name = 'projections';
DELETE FROM snapshot_event_entry;
DELETE FROM log_entry;
DELETE FROM initiative_view;
DELETE FROM combatant_view;
DELETE FROM encounter_view;
DELETE FROM step_view;
DELETE FROM state_view;
