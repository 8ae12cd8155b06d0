package battleledger.kernel.event;

/** The engine's resolution of what was asked. */
public sealed interface OutcomeEvent extends EncounterEvent {

    @Override
    default Kind kind() {
        return Kind.OUTCOME;
    }

    /** A new round begins (001 › Combat › The Round). */
    record RoundStarted(int step, int round) implements OutcomeEvent {
    }

    /** A combatant's turn begins (001 › Combat › Taking a Turn). */
    record TurnStarted(int step, int round, String actor) implements OutcomeEvent {
    }
}
