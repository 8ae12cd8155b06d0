-- Issue 11, manual dice: the roll an encounter waits for (who rolls what), as JSON; null when it waits for none.
-- Encounters with manual dice could not be created before this version, so no stored row needs it filled.

ALTER TABLE encounter_view ADD COLUMN dice_awaited VARCHAR;
