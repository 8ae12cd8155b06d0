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
}
