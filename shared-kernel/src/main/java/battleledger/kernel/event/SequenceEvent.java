package battleledger.kernel.event;

import java.util.List;

/** Sequences of declared actions (002 › Sequences). */
public sealed interface SequenceEvent extends OutcomeEvent {

    /** "If anyone chooses to use a ready action in response ... a sequence is created." */
    record SequenceOpened(int step, String trigger) implements SequenceEvent {
    }

    /**
     * An action joins the sequence: the one that opened it, or a readied action declared in response to
     * {@code answering}, the creature whose action or move set it off (null for the one that opened it).
     */
    record ActionDeclared(int step, DeclaredAction pending, String answering) implements SequenceEvent {
    }

    /**
     * "Once the last action of the sequence is declared, no more characters can perform ready actions until all the
     * actions in the sequence are resolved." {@code order}: the resolution order, the last declared first.
     */
    record DeclarationsClosed(int step, List<String> order) implements SequenceEvent {
        public DeclarationsClosed {
            order = List.copyOf(order);
        }
    }

    /** The declared action's turn to resolve has come. */
    record Resolving(int step, String pending) implements SequenceEvent {
    }

    /** Its actor can no longer act (dead, unconscious, incapacitated): the action never happens. */
    record ActionCancelled(int step, String pending, String actor, String reason) implements SequenceEvent {
    }

    /** Its locked target is gone: the action is lost, not retargeted. */
    record ActionFizzled(int step, String pending, String actor, String reason) implements SequenceEvent {
    }

    record SequenceClosed(int step) implements SequenceEvent {
    }
}
