package battleledger.kernel.event;

import battleledger.kernel.command.SetupCommand;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;

import java.util.List;

/** Facts of setting a battle up, including the initiative rolled when it starts. */
public sealed interface SetupEvent extends EncounterEvent {

    @Override
    default Kind kind() {
        return Kind.SETUP;
    }

    record EncounterCreated(int step, String by, String encounterId, String name, RulesetId ruleset, long seed,
                            EncounterOptions options) implements SetupEvent, Accepted {
        @Override
        public SetupCommand.CreateEncounter command() {
            return new SetupCommand.CreateEncounter(encounterId, name, ruleset, seed, options);
        }
    }

    record CombatantAdded(int step, String by, StatBlock combatant) implements SetupEvent, Accepted {
        @Override
        public SetupCommand.AddCombatant command() {
            return new SetupCommand.AddCombatant(combatant);
        }
    }

    record TerrainPlaced(int step, String by, List<battleledger.kernel.model.Position> walls,
                         List<battleledger.kernel.model.Position> difficult,
                         @battleledger.kernel.support.OmittedWhenAbsent
                         List<battleledger.kernel.model.Position> obscured) implements SetupEvent, Accepted {
        public TerrainPlaced {
            walls = List.copyOf(walls);
            difficult = List.copyOf(difficult);
            obscured = obscured == null || obscured.isEmpty() ? null : List.copyOf(obscured);
        }

        /** Terrain as stored before cells could be heavily obscured. */
        public TerrainPlaced(int step, String by, List<battleledger.kernel.model.Position> walls,
                             List<battleledger.kernel.model.Position> difficult) {
            this(step, by, walls, difficult, null);
        }

        /** The heavily obscured cells, none when absent. */
        public List<battleledger.kernel.model.Position> obscuredCells() {
            return obscured == null ? List.of() : obscured;
        }

        @Override
        public SetupCommand.PlaceTerrain command() {
            return new SetupCommand.PlaceTerrain(walls, difficult, obscured);
        }
    }

    record CombatStarted(int step, String by, List<String> surprised, List<List<String>> groups)
            implements SetupEvent, Accepted {
        public CombatStarted {
            surprised = List.copyOf(surprised);
            groups = groups == null ? List.of() : groups.stream().map(List::copyOf).toList();
        }

        public CombatStarted(int step, String by, List<String> surprised) {
            this(step, by, surprised, List.of());
        }

        @Override
        public SetupCommand.StartCombat command() {
            return new SetupCommand.StartCombat(surprised, groups);
        }
    }

    /**
     * A member of a group of identical creatures that rolled initiative once: "each member of that group acting at
     * the same time" (001 › Combat › Initiative). It shares {@code with}'s roll.
     */
    record InitiativeShared(int step, String combatant, String with) implements SetupEvent {
    }

    record CombatEnded(int step, String by) implements SetupEvent, Accepted {
        @Override
        public SetupCommand.EndCombat command() {
            return new SetupCommand.EndCombat();
        }
    }

    record ShortRestTaken(int step, String by, java.util.Map<String, Integer> spend, boolean healersKit)
            implements SetupEvent, Accepted {
        public ShortRestTaken {
            spend = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(spend));
        }

        @Override
        public SetupCommand.ShortRest command() {
            return new SetupCommand.ShortRest(spend, healersKit);
        }
    }

    /** A long rest begun; {@code resting}: who rests, the named or everyone with at least 1 hit point. */
    record LongRestBegun(int step, String by, List<String> combatants, List<String> resting)
            implements SetupEvent, Accepted {
        public LongRestBegun {
            combatants = List.copyOf(combatants);
            resting = List.copyOf(resting);
        }

        @Override
        public SetupCommand.BeginLongRest command() {
            return new SetupCommand.BeginLongRest(combatants);
        }
    }

    record LongRestTaken(int step, String by, List<String> combatants) implements SetupEvent, Accepted {
        public LongRestTaken {
            combatants = List.copyOf(combatants);
        }

        @Override
        public SetupCommand.LongRest command() {
            return new SetupCommand.LongRest(combatants);
        }
    }

    /**
     * A combatant's initiative: d20 + Dexterity modifier (001 › Combat › Initiative), and its Dexterity score, which
     * breaks ties. Revision 2 renamed {@code dex} to {@code dexScore}: the modifier is in the roll.
     */
    @Revision("2")
    record InitiativeRolled(int step, String combatant, Roll roll, int dexScore) implements SetupEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /**
     * Tied combatants of equal Dexterity rolled a d20 each; highest goes first (001 › Combat › Initiative ›
     * Resolving Ties). One event per round of roll-offs, so a repeated tie shows each round.
     */
    record InitiativeTiesRolledOff(int step, List<Roll> rolls) implements SetupEvent, WithRolls {
        public InitiativeTiesRolledOff {
            rolls = List.copyOf(rolls);
        }
    }

    /** The acting order, highest initiative first, every tie resolved. */
    record InitiativeOrderSet(int step, List<String> order) implements SetupEvent {
        public InitiativeOrderSet {
            order = List.copyOf(order);
        }
    }

    /**
     * The initiative cards dealt at the start of a battle from one deck shuffled by the encounter's dice, in acting
     * order, lowest card first (Dragonbane core rules › Initiative); the shuffle's draws are its roll.
     */
    record InitiativeDealt(int step, Roll shuffle, List<InitiativeCard> cards) implements SetupEvent, WithRolls {
        public InitiativeDealt {
            cards = List.copyOf(cards);
        }

        @Override
        public List<Roll> rolls() {
            return List.of(shuffle);
        }
    }
}
