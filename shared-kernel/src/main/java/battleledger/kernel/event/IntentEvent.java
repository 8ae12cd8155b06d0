package battleledger.kernel.event;

import battleledger.kernel.command.IntentCommand;

/** A combatant's choice, as accepted. Every intent event is the first event of its step. */
public sealed interface IntentEvent extends EncounterEvent, Accepted {

    @Override
    default Kind kind() {
        return Kind.INTENT;
    }

    String actor();

    record TurnEnded(int step, String by, String actor) implements IntentEvent {
        @Override
        public IntentCommand.EndTurn command() {
            return new IntentCommand.EndTurn(actor);
        }
    }
}
