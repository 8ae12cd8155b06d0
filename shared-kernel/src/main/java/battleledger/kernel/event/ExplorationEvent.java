package battleledger.kernel.event;

import battleledger.kernel.command.ExplorationCommand;
import battleledger.kernel.dice.Roll;

import java.util.List;

/**
 * Facts of the world around a battle: time passing, what time does to creatures (001 › Exploration › Time), and what
 * a creature spends shifts of it on between fights (004 › Grimoire).
 */
public sealed interface ExplorationEvent extends EncounterEvent {

    /** The GM let time pass: {@code seconds} in all. */
    record TimePassed(int step, String by, Integer rounds, Integer minutes, Integer hours, String reason,
                      long seconds) implements ExplorationEvent, Accepted {
        @Override
        public Kind kind() {
            return Kind.SETUP;
        }

        @Override
        public ExplorationCommand.PassTime command() {
            return new ExplorationCommand.PassTime(rounds, minutes, hours, reason);
        }
    }

    /**
     * A Dragonbane mage recorded {@code spells} in its grimoire: "Recording one spell takes a shift of time" (004 ›
     * Grimoire), so {@code seconds} (a shift each) of game time passed. A mage's own choice, as accepted.
     */
    record SpellsRecorded(int step, String by, String actor, List<String> spells, long seconds)
            implements ExplorationEvent, Accepted {
        public SpellsRecorded {
            spells = List.copyOf(spells);
        }

        @Override
        public Kind kind() {
            return Kind.INTENT;
        }

        @Override
        public battleledger.kernel.command.IntentCommand.RecordSpells command() {
            return new battleledger.kernel.command.IntentCommand.RecordSpells(actor, spells);
        }
    }

    /**
     * "If you take any strenuous action during a long rest, such as attacking, taking damage, or casting a spell, you
     * must start the rest over" (001 › Damage and Dying › Resting › Long Rest): the rest is over, with nothing
     * regained; it counts for nothing against the one long rest a day, and the GM may begin it again.
     */
    record LongRestInterrupted(int step, String combatant, String cause) implements ExplorationEvent {
        @Override
        public Kind kind() {
            return Kind.OUTCOME;
        }
    }

    /**
     * How long a stabilized creature stays unconscious: "until after 2d6 hours have passed, at which point you regain
     * 1 hit point" (001 › Damage and Dying › Stabilized); {@code at} is the second of game time it wakes at.
     */
    record RecoveryRolled(int step, String combatant, Roll roll, long at) implements ExplorationEvent, WithRolls {
        @Override
        public Kind kind() {
            return Kind.OUTCOME;
        }

        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }
}
