package battleledger.ledger.edge;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.state.Battle;

/**
 * Squares and cells only mean something on a grid: a creature's place is the square or hex its space starts from
 * (003 › Creature Size and Space). An encounter played without one ({@code options.grid: "none"}) refuses a new
 * combatant that names a place, with a 409 {@code no-grid} as the decider refuses a path or terrain there, rather than
 * keep a position nothing reads (issue 13: it was accepted silently). Checked on new commands only, before the decider: a stored stream that
 * holds such a position still replays as it was decided.
 */
public final class Gridless {

    private Gridless() {
    }

    public static void check(Battle battle, EncounterCommand command) {
        if (battle == null || battle.field() == null || battle.field().gridded()) {
            return;
        }
        if (command instanceof SetupCommand.AddCombatant a && a.combatant() != null
                && a.combatant().position() != null) {
            throw placeWithoutGrid("combatant.position");
        }
    }

    private static RuleViolation placeWithoutGrid(String field) {
        return RuleViolation.conflict("no-grid", GridRules.SIZE_AND_SPACE, field + " names a square, but this encounter "
                + "plays without a grid (options.grid: \"none\"); leave it out, or create the encounter with "
                + "\"grid\":\"squares\" or \"hexes\"");
    }
}
