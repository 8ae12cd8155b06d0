-- A combatant's concentration in combatant_view now says whether its spell's casting could be perceived, as
-- /effects does, so /combatants keeps an unseen caster's concentration from those who may not know it (000 ›
-- Perceiving a Caster at Work). As V74 did, the read models are emptied and the projection replays the store into
-- them on the next start; the event store and the aggregate's snapshots are untouched.

DELETE FROM token_entry WHERE processor_name = 'projections';
DELETE FROM log_entry;
DELETE FROM initiative_view;
DELETE FROM combatant_view;
DELETE FROM encounter_view;
DELETE FROM step_view;
DELETE FROM state_view;
