-- Dragonbane combatants' willpower points in the combatant read model (issue 11; Dragonbane core rules › Hit Points and
-- Willpower Points): null for a playtest combatant.

ALTER TABLE combatant_view ADD COLUMN wp INTEGER;
ALTER TABLE combatant_view ADD COLUMN max_wp INTEGER;
