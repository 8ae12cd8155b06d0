package battleledger.kernel.event;

/**
 * A fact of a battle, in the past tense. Every event carries the step that caused it: a step is one accepted
 * command and all the events it caused, numbered from 1 per encounter (DESIGN.md, Kinds of events).
 */
public sealed interface EncounterEvent permits SetupEvent, IntentEvent, OutcomeEvent, RulingEvent, TimelineEvent,
        ExplorationEvent,
        DiceEvent {

    int step();

    /** The kind of event, as in DESIGN.md's table. */
    Kind kind();

    enum Kind { SETUP, INTENT, OUTCOME, RULING, TIMELINE }
}
