package battleledger.kernel.battlefield;

import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Situation;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

/**
 * 003 › Optional Rule: Flanking, when the encounter uses it: "A creature can't flank an enemy that it can't see. A
 * creature also can't flank while it is incapacitated." On squares flanking gives advantage on melee attack rolls,
 * on hexes on attack rolls.
 */
public final class Flanks {

    private Flanks() {
    }

    /** The ally with whom the attacker flanks the target, or null. */
    public static String ally(Battle b, String attacker, String target, boolean melee) {
        if (!Battlefield.gridded(b) || !b.field().flanking() || !Battlefield.placed(b, attacker, target)) {
            return null;
        }
        if (!melee && b.field().grid() == EncounterOptions.GridKind.SQUARES) {
            return null;
        }
        if (!able(b, b.combatant(attacker), target)) {
            return null;
        }
        Grid g = Battlefield.grid(b);
        for (Combatant ally : b.combatants().values()) {
            if (ally.id().equals(attacker) || ally.id().equals(target) || b.hostile(ally.id(), attacker)
                    || !able(b, ally, target)) {
                continue;
            }
            if (g.flanks(Battlefield.space(b, attacker), Battlefield.space(b, ally), Battlefield.space(b, target))) {
                return ally.id();
            }
        }
        return null;
    }

    /**
     * Whether the creature can flank the enemy: able to act, on the grid, and seeing it. "Can't see" as everywhere
     * else in the engine: it cannot see at all (blinded), the enemy is unseen (invisible) or hidden from it, or no line
     * of sight reaches it or it stands wholly in a heavily obscured area (or a GM's standing sight ruling says so).
     */
    static boolean able(Battle b, Combatant c, String enemy) {
        if (c == null || c.dead() || c.away() || c.incapacitated() || c.has(Condition.Effect.CANNOT_SEE)
                || Battlefield.space(b, c).isEmpty()) {
            return false;
        }
        Combatant e = b.combatant(enemy);
        boolean hidden = e.stance().hiding() != null && e.stance().hiding().from().contains(c.id());
        return !e.has(Condition.Effect.UNSEEN) && !hidden
                && !Sightings.situation(b, c.id(), enemy, Situation.OPEN, false).unseen();
    }
}
