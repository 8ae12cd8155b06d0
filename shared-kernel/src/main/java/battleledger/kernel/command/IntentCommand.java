package battleledger.kernel.command;

/** A combatant's choice, sent by its player or by the GM. */
public sealed interface IntentCommand extends EncounterCommand {

    /** The combatant whose choice this is. */
    String actor();

    /** Ends the actor's turn; the next combatant in initiative order starts theirs. */
    record EndTurn(String actor) implements IntentCommand {
    }
}
