-- The battle grid as a read model: its kind, terrain, who stands where, and the zones in effect with their cells.
ALTER TABLE encounter_view ADD COLUMN grid VARCHAR;
