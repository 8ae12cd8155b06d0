package battleledger.kernel.event;

/** The engine's resolution of what was asked, by area. */
public sealed interface OutcomeEvent extends EncounterEvent permits TurnEvent, AttackEvent, VitalsEvent, StanceEvent, SpellEvent,
        SequenceEvent {

    @Override
    default Kind kind() {
        return Kind.OUTCOME;
    }
}
