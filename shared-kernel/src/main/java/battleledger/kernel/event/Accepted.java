package battleledger.kernel.event;

import battleledger.kernel.command.EncounterCommand;

/**
 * The first event of every step: it records the accepted command and who sent it, so a step can be decided again
 * (verify, revoke) from the stream alone.
 */
public interface Accepted {

    String by();

    /** The command this event records, exactly as it was accepted. */
    EncounterCommand command();
}
