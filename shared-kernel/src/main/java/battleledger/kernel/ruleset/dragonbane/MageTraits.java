package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;

import java.util.HashSet;
import java.util.Set;

/**
 * A Dragonbane mage as the GM adds it (004 › Casting Spells): the spells it has learned are spells of the grimoire
 * this engine ships, its school is a school of magic, and its prepared spells are learned spells, not tricks, at
 * most the base chance of its INT (004 › Prepared Spells); the spells recorded in its grimoire, when it names them, are
 * learned spells (004 › Grimoire).
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
        if (m.recorded() != null) {
            if (m.recorded().size() > 100) {
                throw RuleViolation.invalid("out-of-bounds", "at most 100 recorded spells");
            }
            for (String id : m.recorded()) {
                if (!s.spells().contains(id)) {
                    throw RuleViolation.invalid("spell-not-learned", DragonbaneRule.GRIMOIRE,
                            "the grimoire records the spells you know; " + s.id() + " has not learned " + id);
                }
            }
        }
    }

    /**
     * 004 › Newly Created Mage: "you may select three rank 1 spells and three Magic Tricks to start the game with.
     * They must be chosen from your school of magic or general magic. You also get a grimoire where all your spells
     * are recorded." A mage added with {@code newlyCreated} is checked so ({@link Preparation#newMage}); it must carry
     * that grimoire, and when it names no prepared spells its three spells start prepared (as many as the base
     * chance of INT allows).
     */
    static StatBlock newlyCreated(StatBlock s, Attributes attributes) {
        Mage m = s.mage();
        if (m == null || !Boolean.TRUE.equals(m.newlyCreated())) {
            return s;
        }
        java.util.List<String> spells = s.spells().stream().filter(id -> !Grimoire.spell(id).trick()).toList();
        java.util.List<String> tricks = s.spells().stream().filter(id -> Grimoire.spell(id).trick()).toList();
        if (m.school() == null) {
            throw RuleViolation.illegal("school-needed", DragonbaneRule.NEWLY_CREATED_MAGE,
                    "a mage belongs to a school: animism, elementalism or mentalism");
        }
        Preparation.newMage(WillpowerCasting.school(m.school()), spells, tricks, null);
        if (!m.grimoire()) {
            throw RuleViolation.illegal("grimoire-needed", DragonbaneRule.NEWLY_CREATED_MAGE,
                    "a newly created mage gets a grimoire where all its spells are recorded (mage.grimoire: true)");
        }
        if (!m.prepared().isEmpty()) {
            return s;
        }
        int limit = attributes.baseChance(Attribute.INT);
        return s.withMage(m.withPrepared(spells.subList(0, Math.min(limit, spells.size()))));
    }
}
