package battleledger.kernel.magic;

import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;

import java.util.LinkedHashMap;
import java.util.Map;

/** What the spells' effects in place on a battle give while they last (an {@link ActiveEffect} is one of them). */
public final class ActiveEffects {

    private ActiveEffects() {
    }

    /**
     * The AC bonus from spells on a creature. "the effects of the same spell cast multiple times do not add up ...
     * the highest bonus from those spells applies"; different spells add (001 › Magic › Combining Magical Effects ›
     * Stacking): the bonus of each spell by its name.
     * <p>Cites {@code Playtest.STACKING}.
     */
    public static Map<String, Integer> armorBonus(Battle b, String target) {
        // cites Playtest.ORDER_OF_OPERATIONS
        Map<String, Integer> bySpell = new LinkedHashMap<>(); // in the order cast (001 › Magic › Order of Operations)
        for (ActiveEffect e : b.effects()) {
            if (e.deferred() || !e.targets().contains(target)) {
                continue;
            }
            for (SpellEffect piece : SpellBook.find(e.spell()).effects()) {
                if (piece instanceof SpellEffect.ArmorBonus bonus) {
                    bySpell.merge(SpellBook.find(e.spell()).name(), bonus.amount(), Math::max);
                }
            }
        }
        return bySpell;
    }

    /** The name of the spell that makes a creature resist a damage type (protection from elements), or null. */
    public static String resistanceFrom(Battle b, String target, String type) {
        for (ActiveEffect e : b.effects()) {
            if (!e.deferred() && e.targets().contains(target) && type != null && type.equals(e.mode())
                    && SpellBook.find(e.spell()).effects().stream().anyMatch(x -> x instanceof SpellEffect.Resistance)) {
                return SpellBook.find(e.spell()).name(); // the first cast applies first (001 › Order of Operations)
            }
        }
        return null;
    }

    public static SpellEffect.Zone zone(ActiveEffect e) {
        for (SpellEffect piece : SpellBook.find(e.spell()).effects()) {
            if (piece instanceof SpellEffect.Zone z) {
                return z;
            }
        }
        return null;
    }
}
