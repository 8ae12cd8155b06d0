package battleledger.kernel.event;

import battleledger.kernel.dice.Roll;

import java.util.List;

/** Rounds, turns, reactions offered, and the rolls the GM calls for. */
public sealed interface TurnEvent extends OutcomeEvent {

    /** A new round begins (001 › Combat › The Round). */
    record RoundStarted(int step, int round) implements TurnEvent {
    }

    /** A combatant's turn begins (001 › Combat › Taking a Turn). */
    record TurnStarted(int step, int round, String actor) implements TurnEvent {
    }

    /**
     * The battle offers {@code reactor} a reaction against {@code against} and waits for its answer. On a grid, an
     * opportunity attack's {@code from} is the cell the mover stood in as it left the reactor's reach: the attack is
     * made there (001 › Combat › Movement in Combat › Opportunity Attacks), not where the move ended.
     */
    record ReactionOffered(int step, String reactor, String against, String reaction, String pending, String rule,
                           @battleledger.kernel.support.OmittedWhenAbsent battleledger.kernel.model.Position from)
            implements TurnEvent {
        public ReactionOffered(int step, String reactor, String against, String reaction, String pending,
                               String rule) {
            this(step, reactor, against, reaction, pending, rule, null);
        }
    }

    /** An ability check, against a DC or in a contest (001 › Basic Rules › Checks). */
    record CheckRolled(int step, String combatant, String ability, String purpose, Roll roll)
            implements TurnEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** A saving throw against a DC (001 › Basic Rules › Saving Throws). */
    record SavingThrowMade(int step, String combatant, String ability, String purpose, Roll roll)
            implements TurnEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /**
     * A contest: each side's check, and who won; a tie means nobody succeeds and the situation stays as it was
     * (001 › Basic Rules › Contests).
     */
    record ContestRolled(int step, String purpose, Roll first, Roll second, String winner)
            implements TurnEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(first, second);
        }
    }

    /**
     * The target of a harmful action that struck home may parry or dodge it before it lands, and the battle waits
     * (Dragonbane core rules › Parrying, Dodging): {@code harm} is what struck ("attack" or "spell"), {@code with} the
     * weapon or spell, {@code dragon} whether only a Dragon defends, {@code parry} whether it can be parried;
     * {@code amount}, for a spell, the damage that lands unless it is dodged (004 › Area of Effect).
     */
    record DefenceOffered(int step, String reactor, String against, String harm, String with, boolean dragon,
                          boolean parry, String pending, String rule,
                          @battleledger.kernel.support.OmittedWhenAbsent Integer amount) implements TurnEvent {

        public DefenceOffered(int step, String reactor, String against, String harm, String with, boolean dragon,
                              boolean parry, String pending, String rule) {
            this(step, reactor, against, harm, with, dragon, parry, pending, rule, null);
        }
    }

    /**
     * A creature whose turn begins took a reaction earlier in the round, and that reaction was its action
     * (Dragonbane core rules › Parrying, Dodging: a parry or a dodge replaces the round's action).
     */
    record ActionForgone(int step, String actor, String reason, String rule) implements TurnEvent {
    }

    /**
     * A failed roll pushed: rolled once more ({@code roll}, the roll of step {@code forStep} it replaces), at the cost
     * of the condition tied to the roll's attribute (Dragonbane core rules › Pushing Your Roll).
     */
    record RollPushed(int step, String actor, int forStep, String purpose, Roll roll, String condition,
                      String rule) implements TurnEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }
}
