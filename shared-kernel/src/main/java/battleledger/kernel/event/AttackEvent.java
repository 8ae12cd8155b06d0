package battleledger.kernel.event;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;

import java.util.List;

/** Attack rolls and what they hit (001 › Combat › Attack Basics). */
public sealed interface AttackEvent extends OutcomeEvent {

    /**
     * An attack roll against the target's Armor Class: its base AC and every modifier to it (cover, dodge), the
     * roll with its advantage and disadvantage sources, and whether it hit or was critical.
     */
    record AttackRolled(int step, String attacker, String target, String attack, String mode, Roll roll, int baseAc,
                        List<Modifier> acModifiers, boolean hit, boolean critical) implements AttackEvent, WithRolls {
        public AttackRolled {
            acModifiers = List.copyOf(acModifiers);
        }

        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /**
     * The target's defence against a harmful action that struck home: a parry with {@code weapon} or a dodge (Evade),
     * the roll, and whether it held: the harm is stopped (Dragonbane core rules › Parrying, Dodging); against a Dragon
     * only a Dragon holds (Dragonbane core rules › Dragons and Demons; 004 › Rolling a Dragon).
     */
    record DefenceRolled(int step, String actor, String against, String defence, String weapon,
                         Roll roll, boolean held, String rule) implements AttackEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /**
     * A bane put on an attack that struck home while it waited for its target's defence, by {@code caster}'s reaction
     * spell {@code spell} (Protector): the attacker rolled one more d20 ({@code roll}) and the worse of it and the
     * attack's kept die ({@code attackDie}) counts (Dragonbane core rules › Boons and Banes), or, on a blow with a
     * boon, the bane cancelled the boon and {@code roll} re-reads the blow's dice. {@code hit} false: the
     * attack now misses, the defence offer is withdrawn and no harm is done; true: the offer stands, {@code dragon}
     * saying whether it is still a Dragon that only a Dragon defends against.
     */
    record AttackBaned(int step, String caster, String spell, String attacker, String target, String attack,
                       int attackDie, Roll roll, boolean hit, boolean dragon, String rule)
            implements AttackEvent, WithRolls {
        /**
         * The bane's roll, when it rolled a die: on a blow with a boon it cancels the boon instead (its roll, more boons
         * than banes or as many, re-reads the blow's dice and rolls none), and nothing is rolled this step.
         */
        @Override
        public List<Roll> rolls() {
            return roll.advantage().size() < roll.disadvantage().size() ? List.of(roll) : List.of();
        }
    }
}
