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
 */
public record Gear(Integer handsFree, Boolean materials, Integer ritualGp,
                   @battleledger.kernel.support.OmittedWhenAbsent Integer carried) {

    public static final Gear DEFAULT = new Gear(1, true, null, null);

    /** Gear without a carried weight, as stored before weights were counted. */
    public Gear(Integer handsFree, Boolean materials, Integer ritualGp) {
        this(handsFree, materials, ritualGp, null);
    }

    public Gear {
        handsFree = handsFree == null ? 1 : handsFree;
        materials = materials == null || materials;
    }
}
