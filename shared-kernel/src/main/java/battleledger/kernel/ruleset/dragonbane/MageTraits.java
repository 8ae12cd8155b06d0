package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;

import java.util.HashSet;
import java.util.Set;

/**
 * A Dragonbane mage as the GM adds it (004 › Casting Spells): the spells it has learned are spells of the grimoire
 * this engine ships, its school is a school of magic, and its prepared spells are learned spells, not tricks, at
 * most the base chance of its INT (004 › Prepared Spells).
 */
final class MageTraits {

    private MageTraits() {
    }

    static void check(StatBlock s, Attributes attributes) {
        if (s.spells().size() > 100) {
            throw RuleViolation.invalid("out-of-bounds", "at most 100 spells");
        }
        for (String id : s.spells()) {
            if (!Grimoire.all().containsKey(id)) {
                throw RuleViolation.invalid("unknown-spell", DragonbaneRule.CASTING_SPELLS,
                        "no Dragonbane spell is called \"" + id + "\" (GET /rulesets/dragonbane/spells lists them)");
            }
        }
        Mage m = s.mage();
        if (m == null) {
            return;
        }
        WillpowerCasting.school(m.school());
        Set<String> prepared = new HashSet<>(m.prepared());
        for (String id : prepared) {
            if (!s.spells().contains(id)) {
                throw RuleViolation.invalid("spell-not-learned", DragonbaneRule.PREPARED_SPELLS,
                        "only learned spells are prepared; " + s.id() + " has not learned " + id);
            }
            if (Grimoire.spell(id).trick()) {
                throw RuleViolation.invalid("tricks-need-no-preparing", DragonbaneRule.MAGIC_TRICKS,
                        id + " is a magic trick; tricks are not prepared");
            }
        }
        int limit = attributes.baseChance(Attribute.INT);
        if (prepared.size() > limit) {
            throw RuleViolation.invalid("too-many-prepared", DragonbaneRule.PREPARED_SPELLS,
                    s.id() + " can hold " + limit + " spells prepared (the base chance of INT), not "
                            + prepared.size());
        }
        if (m.metal().size() > 50 || m.ingredients().size() > 50) {
            throw RuleViolation.invalid("out-of-bounds", "at most 50 metal weapons and 50 ingredients");
        }
    }
}
