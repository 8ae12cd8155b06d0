package battleledger.kernel.command;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Ruleset;
import battleledger.kernel.model.StatBlock;

import java.util.List;

/** Commands by which the GM sets up a battle. */
public sealed interface SetupCommand extends EncounterCommand {

    /** Creates the encounter; its ruleset, seed and options never change afterwards. */
    record CreateEncounter(String id, String name, Ruleset ruleset, long seed, EncounterOptions options)
            implements SetupCommand {
    }

    /** Adds a combatant with its stat block. */
    record AddCombatant(StatBlock combatant) implements SetupCommand {
    }

    /** Starts the battle: surprise, then initiative for everyone (001 › Combat › The Combat Sequence). */
    record StartCombat(List<String> surprised) implements SetupCommand {
        public StartCombat {
            surprised = surprised == null ? List.of() : List.copyOf(surprised);
        }
    }
}
