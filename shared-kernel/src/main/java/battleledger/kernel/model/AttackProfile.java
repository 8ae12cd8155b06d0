package battleledger.kernel.model;

import java.util.List;

/**
 * One attack a combatant can make, as in its stat block.
 *
 * @param name        how the attack is named in commands ("dagger")
 * @param ability     the ability added to the attack and damage rolls ("str", "dex", or a magic ability)
 * @param proficiency the training bonus added to the attack roll
 * @param damage      the damage dice, e.g. "1d4" or "2d6+1"
 * @param damageType  the type of the damage ("piercing")
 * @param reach       melee reach in feet, or null for a ranged-only attack
 * @param range       normal and long range in feet for a ranged attack, or null for a melee-only attack
 */
public record AttackProfile(String name, String ability, int proficiency, String damage, String damageType,
                            Integer reach, List<Integer> range) {

    public AttackProfile {
        range = range == null ? null : List.copyOf(range);
    }

    public boolean melee() {
        return reach != null;
    }

    public boolean ranged() {
        return range != null && !range.isEmpty();
    }
}
