package battleledger.kernel.decision;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.command.EncounterCommand;

/** Sends a command to the rule that decides it; rules that decide earlier commands again use it too. */
@FunctionalInterface
public interface Router {
    void route(Decision decision, EncounterCommand command);
}
