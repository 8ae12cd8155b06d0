package battleledger.kernel.simulation;

import battleledger.kernel.model.Life;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who is still in the fight: alive (not dying, stable, knocked out or dead) and on the field. A battle is over when
 * the creatures still standing are all on one side (001 › Damage and Dying: at 0 hit points a creature falls).
 */
public final class Standing {

    private Standing() {
    }

    public static boolean standing(Combatant c) {
        return c.vitals().life() == Life.ALIVE && !c.away();
    }

    /** The sides with a creature still standing, in alphabetical order. */
    public static Set<String> sides(Battle b) {
        Set<String> out = new TreeSet<>();
        for (Combatant c : b.combatants().values()) {
            if (standing(c)) {
                out.add(c.stats().side());
            }
        }
        return out;
    }

    /** Every side in the battle, in alphabetical order. */
    public static Set<String> allSides(Battle b) {
        Set<String> out = new TreeSet<>();
        b.combatants().values().forEach(c -> out.add(c.stats().side()));
        return out;
    }

    /** The one side left standing, or null while two or more stand (or none does). */
    public static String winner(Battle b) {
        Set<String> left = sides(b);
        return left.size() == 1 ? left.iterator().next() : null;
    }

    /** Whether the battle is decided: one side or none left standing. */
    public static boolean over(Battle b) {
        return sides(b).size() <= 1;
    }

    /** The standing foes of {@code id}, in the order they joined. */
    public static List<Combatant> foes(Battle b, String id) {
        List<Combatant> out = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (standing(c) && b.hostile(id, c.id())) {
                out.add(c);
            }
        }
        return out;
    }
}
