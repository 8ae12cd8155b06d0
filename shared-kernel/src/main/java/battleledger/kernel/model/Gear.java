package battleledger.kernel.model;

/**
 * What a creature has to hand for its spells (001 › Magic › Spell Components; Rituals › Material Components).
 *
 * @param handsFree hands not holding anything: a spell with a somatic component needs one; 1 when not given
 * @param materials it carries the material components of its spells (a component pouch); true when not given
 * @param ritualGp  the gold pieces' worth of ritual components it carries, consumed by each ritual; no limit when not
 *                  given
 * @param carried   the pounds it carries, for its carrying capacity (001 › Ability Scores › Strength › Carrying
 *                  Capacity); not counted when not given
 * @param held      the items in its hands ("longsword", "shield"), which it may drop and pick up again without an action
 *                  (001 › Combat › Actions in Combat › Use an Item); an attack named like an item it dropped cannot be
 *                  made until it picks it up; not followed when not given
 */
public record Gear(Integer handsFree, Boolean materials, Integer ritualGp,
                   @battleledger.kernel.support.OmittedWhenAbsent Integer carried,
                   @battleledger.kernel.support.OmittedWhenAbsent java.util.List<String> held) {

    public static final Gear DEFAULT = new Gear(1, true, null, null, null);

    /** Gear without held items, as stored before hands were followed. */
    public Gear(Integer handsFree, Boolean materials, Integer ritualGp, Integer carried) {
        this(handsFree, materials, ritualGp, carried, null);
    }

    /** Gear without a carried weight, as stored before weights were counted. */
    public Gear(Integer handsFree, Boolean materials, Integer ritualGp) {
        this(handsFree, materials, ritualGp, null);
    }

    public Gear {
        handsFree = handsFree == null ? 1 : handsFree;
        materials = materials == null || materials;
        held = held == null ? null : java.util.List.copyOf(held);
    }

    /** Whether it holds an item of that name. */
    public boolean holds(String item) {
        return held != null && held.contains(item);
    }

    /** The item let go: out of its hands, and a hand free. */
    public Gear without(String item) {
        java.util.List<String> less = new java.util.ArrayList<>(held == null ? java.util.List.of() : held);
        less.remove(item);
        return new Gear(handsFree + 1, materials, ritualGp, carried, less);
    }

    /** The item taken in a free hand. */
    public Gear with(String item) {
        java.util.List<String> more = new java.util.ArrayList<>(held == null ? java.util.List.of() : held);
        more.add(item);
        return new Gear(handsFree - 1, materials, ritualGp, carried, more);
    }
}
