package battleledger.ledger.axon;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;

import java.util.List;

/** The command messages that carry kernel submissions to the Encounter aggregate. */
public final class EncounterCommands {

    private EncounterCommands() {
    }

    /** Creates the encounter {@code encounterId}; the submission's command is a CreateEncounter. */
    public record Create(String encounterId, Submission submission) {
    }

    /**
     * A battle read from a battle file and verified beforehand: its events are appended as they are, in one unit
     * of work, as the new encounter {@code encounterId} (issue 15).
     */
    public record Import(String encounterId, List<EncounterEvent> events) {
    }

    /** Any other command, for an existing encounter: the one {@link #target()} names. */
    public record Submit(String encounterId, Submission submission) {
    }

    /**
     * The encounter a {@link Submit} goes to, read from the record. Axon's default resolver finds the field through
     * its annotation by reflection on every command (~1% of the service's CPU under load; issue 18).
     */
    static CommandTargetResolver target() {
        return command -> {
            if (command.getPayload() instanceof Submit submit) {
                return new VersionedAggregateIdentifier(submit.encounterId(), null);
            }
            throw new IllegalArgumentException("no encounter to route " + command.getPayloadType().getSimpleName()
                    + " to: only Submit goes to an existing encounter");
        };
    }

    /**
     * What a command caused: its step, the sequence number of its last event, and the events; or the rule violation
     * that refused it. A refusal is returned, not thrown, so Axon's unit of work commits (nothing applied) and the
     * cached aggregate stays warm.
     */
    public record Decided(int step, long lastSequence, List<EncounterEvent> events, RuleViolation refused,
                          List<Secret> secrets) {

        public Decided(int step, long lastSequence, List<EncounterEvent> events, RuleViolation refused) {
            this(step, lastSequence, events, refused, List.of());
        }

        static Decided refused(RuleViolation v) {
            return new Decided(0, -1, List.of(), v);
        }

        /** A refusal decided on the encounter as of its event {@code lastSequence}. */
        static Decided refused(RuleViolation v, long lastSequence) {
            return new Decided(0, lastSequence, List.of(), v);
        }
    }

    /**
     * An event of the answer that the log keeps secret (000 › Perceiving a Caster at Work): its place in the answer,
     * the line everyone reads, and the combatants privy to the secret besides the GM.
     */
    public record Secret(int index, String text, List<String> privy) {
    }
}
