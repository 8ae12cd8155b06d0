package battleledger.kernel.event;

import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.Condition;

import java.util.List;

/** Conditions, dodging, help, hiding, readied actions and spent advantages. */
public sealed interface StanceEvent extends OutcomeEvent {

    record ConditionApplied(int step, String combatant, Condition condition, String source, String reason)
            implements StanceEvent {
    }

    record ConditionRemoved(int step, String combatant, Condition condition, String reason) implements StanceEvent {
    }

    /**
     * A creature whose move an opportunity attack stopped lies where it left the attacker's reach, not where its path
     * ended (001 › Movement in Combat › Opportunity Attacks: "If you try to move beyond a hostile creature's reach");
     * what it let fall lies there with it.
     */
    record MoveCutShort(int step, String combatant, battleledger.kernel.model.Position at, String reason)
            implements StanceEvent {
    }

    /**
     * A creature's move stopped at {@code at}: a creature hidden from it stood in {@code blocked}, the next cell of its
     * path ("your enemies don't know where you are", 001 › Exploration › Stealth › Benefits of Being Hidden; "a hostile
     * creature does not" let you through, 001 › Combat › Movement in Combat › Moving Around Other Creatures). The move
     * spent only the movement of the cells walked; the hidden creature stays hidden.
     */
    record MoveBlocked(int step, String combatant, battleledger.kernel.model.Position at,
                       battleledger.kernel.model.Position blocked) implements StanceEvent {
    }

    /** A held item falls from the hands of a paralyzed or unconscious creature (001 › Conditions). */
    record ItemLetFall(int step, String combatant, String item, String reason) implements StanceEvent {
    }

    /** The Dodge bonus ends: at the creature's next turn, or when it cannot move or act. */
    record DodgeEnded(int step, String combatant, String reason) implements StanceEvent {
    }

    /**
     * A hide attempt's result: the Dexterity check, the observers' Wisdom checks, and whom it is hidden from now
     * (001 › Exploration › Stealth).
     */
    record HideResolved(int step, String combatant, Roll stealth, List<Roll> observers, List<String> hiddenFrom)
            implements StanceEvent, WithRolls {
        public HideResolved {
            observers = List.copyOf(observers);
            hiddenFrom = List.copyOf(hiddenFrom);
        }

        @Override
        public List<Roll> rolls() {
            List<Roll> all = new java.util.ArrayList<>();
            all.add(stealth);
            all.addAll(observers);
            return all;
        }
    }

    /** A hidden creature is no longer hidden from {@code from} (everyone when empty): found, or it gave itself away. */
    record Revealed(int step, String combatant, List<String> from, String reason) implements StanceEvent {
        public Revealed {
            from = List.copyOf(from);
        }
    }

    /** The readied action lapses: its creature's next turn has come. */
    record ReadiedActionExpired(int step, String combatant) implements StanceEvent {
    }

    /** A Help lapses unused: the helper's next turn has come ("before your next turn"). */
    record HelpLapsed(int step, String combatant, String helper) implements StanceEvent {
    }

    /** A one-time advantage or disadvantage is used up: a Help, or one the GM granted. */
    record AdvantageSpent(int step, String combatant, String source) implements StanceEvent {
    }
}
