package battleledger.kernel.command;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;

import java.util.List;

/** Commands by which the GM sets up a battle. */
public sealed interface SetupCommand extends EncounterCommand {

    /** Creates the encounter; its ruleset, seed and options never change afterwards. */
    record CreateEncounter(String id, String name, RulesetId ruleset, long seed, EncounterOptions options)
            implements SetupCommand {
    }

    /** Adds a combatant with its stat block. */
    record AddCombatant(StatBlock combatant) implements SetupCommand {
    }

    /**
     * Lays out terrain on the grid before the fight (issue: obstacles are part of the encounter's setup): walls and
     * other obstacles filling cells, which block movement, sight and lines of effect (003 › Line of Sight, Cover), and
     * difficult terrain, which costs double to cross (001 › Combat › Movement in Combat), and heavily obscured cells
     * (darkness, opaque fog, dense foliage), where a creature may hide (001 › Exploration › Stealth › Obscured Areas).
     */
    record PlaceTerrain(List<battleledger.kernel.model.Position> walls, List<battleledger.kernel.model.Position> difficult,
                        @battleledger.kernel.support.OmittedWhenAbsent List<battleledger.kernel.model.Position> obscured)
            implements SetupCommand {
        public PlaceTerrain {
            walls = walls == null ? List.of() : List.copyOf(walls);
            difficult = difficult == null ? List.of() : List.copyOf(difficult);
            obscured = obscured == null || obscured.isEmpty() ? null : List.copyOf(obscured);
        }

        public PlaceTerrain(List<battleledger.kernel.model.Position> walls,
                            List<battleledger.kernel.model.Position> difficult) {
            this(walls, difficult, null);
        }

        /** The heavily obscured cells, none when absent. */
        public List<battleledger.kernel.model.Position> obscuredCells() {
            return obscured == null ? List.of() : obscured;
        }
    }

    /** Ends the battle: no more initiative or turns until combat starts again. */
    record EndCombat() implements SetupCommand {
    }

    /**
     * A short rest out of combat: each named creature spends that many Hit Dice, rolling each and adding its
     * Constitution modifier; spending them takes a healer's kit or an ability that allows it (001 › Damage and
     * Dying › Resting).
     */
    record ShortRest(java.util.Map<String, Integer> spend, boolean healersKit) implements SetupCommand {
        public ShortRest {
            spend = spend == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(spend));
        }
    }

    /** A long rest out of combat: those with at least 1 hit point regain all hit points and Hit Dice. */
    record LongRest(List<String> combatants) implements SetupCommand {
        public LongRest {
            combatants = combatants == null ? List.of() : List.copyOf(combatants);
        }
    }

    /**
     * A long rest begun out of combat, for the named creatures or everyone with at least 1 hit point: it ends when
     * 8 hours of game time have passed (the GM's {@code PassTime}), unless a strenuous act interrupts it first (001 ›
     * Damage and Dying › Resting › Long Rest).
     */
    record BeginLongRest(List<String> combatants) implements SetupCommand {
        public BeginLongRest {
            combatants = combatants == null ? List.of() : List.copyOf(combatants);
        }
    }

    /** Starts the battle: surprise, then initiative for everyone (001 › Combat › The Combat Sequence). */
    record StartCombat(List<String> surprised, List<List<String>> groups) implements SetupCommand {
        public StartCombat {
            surprised = surprised == null ? List.of() : List.copyOf(surprised);
            // "A group of identical creatures can roll once for the entire group" (001 › Combat › Initiative)
            groups = groups == null ? List.of() : groups.stream()
                    .map(g -> g == null ? List.<String>of() : List.copyOf(g)).toList();
        }

        public StartCombat(List<String> surprised) {
            this(surprised, List.of());
        }
    }
}
