package battleledger.kernel.event;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.Life;

import java.util.ArrayList;
import java.util.List;

/** Hit points, dying and death (001 › Damage and Dying). */
public sealed interface VitalsEvent extends OutcomeEvent {

    /**
     * Damage taken: what was rolled (or null), every adjustment with its source (resistance, vulnerability,
     * immunity, ethereal, intoxicated), the amount taken and the hit points before and after.
     */
    record DamageDealt(int step, String target, String source, String damageType, Roll roll, int rolled,
                       List<Modifier> adjustments, Roll reduction, int amount, int hpBefore, int hpAfter)
            implements VitalsEvent, WithRolls {
        public DamageDealt {
            adjustments = List.copyOf(adjustments);
        }

        @Override
        public List<Roll> rolls() {
            List<Roll> rolls = new ArrayList<>();
            if (roll != null) {
                rolls.add(roll);
            }
            if (reduction != null) {
                rolls.add(reduction);
            }
            return rolls;
        }
    }

    /** Hit points regained; below 0 they first come back to 0, and never above the maximum. */
    record Healed(int step, String target, String source, Roll roll, int amount, int hpBefore, int hpAfter)
            implements VitalsEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return roll == null ? List.of() : List.of(roll);
        }
    }

    /** Where the creature stands between life and death changed, and why (citing the rule). */
    record LifeChanged(int step, String combatant, Life from, Life to, String reason, String rule)
            implements VitalsEvent {
    }

    /** A death saving throw: DC 10 Constitution, made at the start of each turn while dying. */
    record DeathSaveRolled(int step, String combatant, Roll roll, boolean success, int successes,
                           @battleledger.kernel.support.OmittedWhenAbsent Integer failures)
            implements VitalsEvent, WithRolls {
        /** A death save of a ruleset that counts only successes. */
        public DeathSaveRolled(int step, String combatant, Roll roll, boolean success, int successes) {
            this(step, combatant, roll, success, successes, null);
        }

        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** Hit Dice spent during a short rest. */
    record HitDiceSpent(int step, String combatant, int count) implements VitalsEvent {
    }

    /** A long rest: all hit points and Hit Dice back. */
    record Rested(int step, String combatant, String rest, int hpBefore, int hpAfter) implements VitalsEvent {
    }

    /**
     * Damage taken while dying counts as one failed death roll (Dragonbane core rules › Death Rolls): the failures
     * so far; the third kills.
     */
    record DeathRollFailedByDamage(int step, String combatant, int failures, String rule) implements VitalsEvent {
    }
}
