package battleledger.ledger.axon;

import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/** The command messages that carry kernel submissions to the Encounter aggregate. */
public final class EncounterCommands {

    private EncounterCommands() {
    }

    /** Creates the encounter {@code encounterId}; the submission's command is a CreateEncounter. */
    public record Create(String encounterId, Submission submission) {
    }

    /** Any other command, for an existing encounter. */
    public record Submit(@TargetAggregateIdentifier String encounterId, Submission submission) {
    }

    /** What a command caused: its step, the sequence number of its last event, and the events. */
    public record Decided(int step, long lastSequence, List<EncounterEvent> events) {
    }
}
