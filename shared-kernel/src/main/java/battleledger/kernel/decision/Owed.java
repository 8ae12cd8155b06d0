package battleledger.kernel.decision;

import battleledger.kernel.state.Pending;

/**
 * What a command's rule leaves owed when it has validated the command and returned its events: at most one thing,
 * which the sequence engine then plays out (002 › Sequences; DESIGN.md, Sequences). A rule never calls the engine.
 */
public sealed interface Owed {

    /**
     * An action declared ({@code root}) or a move (no root) is a trigger point readied actions may answer; a readied
     * action declared into an open sequence answers the action of {@code answering}.
     */
    record TriggerPointOpened(TriggerPoint point, Pending root, String answering) implements Owed {
        public TriggerPointOpened(TriggerPoint point, Pending root) {
            this(point, root, null);
        }
    }

    /** A reaction was taken or passed: when nobody is left to ask, the sequence closes and resolves. */
    record ReactionAnswered() implements Owed {
    }

    /** A creature's turn began: what ends or acts at the start of its turn comes next (001 › Combat › The Round). */
    record TurnBegun(String actor) implements Owed {
    }
}
