package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Prepared spells and the grimoire (004 › Prepared Spells, Grimoire, Lost Grimoire), and a newly created mage's
 * spells (004 › Newly Created Mage). Magic tricks need no preparing.
 */
public final class Preparation {

    /** Preparing spells takes a shift of time, whatever their number (004 › Prepared Spells). */
    public static final String PREPARING_TAKES = "shift";

    private Preparation() {
    }

    /** How many spells the mage can hold prepared: the base chance of INT. */
    public static int limit(Fighter mage) {
        return mage.attributes().baseChance(Attribute.INT);
    }

    /**
     * Prepares {@code spells} in place of the mage's prepared spells: out of combat (it takes a shift), with the
     * grimoire, only learned spells recorded in it, at most the INT base chance of them.
     */
    public static Fighter prepare(Fighter mage, List<String> spells, boolean inCombat) {
        Fighter.Magic m = mage.magic();
        if (m == null) {
            throw RuleViolation.conflict("not-a-mage", DragonbaneRule.PREPARED_SPELLS, mage.id() + " has no magic");
        }
        if (inCombat) {
            throw RuleViolation.conflict("preparing-takes-a-shift", DragonbaneRule.PREPARED_SPELLS,
                    "preparing spells takes a shift of time, not a round of combat");
        }
        if (!m.grimoire()) {
            throw RuleViolation.conflict("no-grimoire", DragonbaneRule.LOST_GRIMOIRE,
                    "without a grimoire " + mage.id() + " cannot prepare the spells kept in it");
        }
        Set<String> chosen = new LinkedHashSet<>(spells);
        for (String s : chosen) {
            Spell spell = Grimoire.spell(s);
            if (!m.known().contains(s)) {
                throw RuleViolation.conflict("spell-not-learned", DragonbaneRule.PREPARED_SPELLS,
                        "only learned spells are prepared; " + mage.id() + " has not learned " + spell.name());
            }
            if (spell.trick()) {
                throw RuleViolation.invalid("tricks-need-no-preparing", DragonbaneRule.MAGIC_TRICKS,
                        spell.name() + " is a magic trick; tricks are not prepared");
            }
            if (!m.records(s)) {
                throw notRecorded(mage, spell);
            }
        }
        if (chosen.size() > limit(mage)) {
            throw RuleViolation.conflict("too-many-prepared", DragonbaneRule.PREPARED_SPELLS,
                    mage.id() + " can hold " + limit(mage) + " spells prepared (the base chance of INT), not "
                            + chosen.size());
        }
        return mage.withMagic(m.withPrepared(new ArrayList<>(chosen)));
    }

    /**
     * 004 › Lost Grimoire: "To be able to use the unprepared spells again, you first need to get a new grimoire and
     * record these spells in it": a spell not recorded in the grimoire is neither prepared nor cast from it.
     */
    static RuleViolation notRecorded(Fighter mage, Spell spell) {
        return RuleViolation.conflict("spell-not-recorded", DragonbaneRule.LOST_GRIMOIRE,
                spell.name() + " is not recorded in " + mage.id() + "'s grimoire; record it first (RecordSpells)");
    }

    /** The grimoire is lost: prepared spells stay, but no more can be prepared or cast from it. */
    public static Fighter loseGrimoire(Fighter mage) {
        return mage.withMagic(mage.magic().withGrimoire(false));
    }

    /**
     * 004 › Newly Created Mage: three rank 1 spells and three magic tricks, of the mage's school or general magic,
     * and a grimoire with all of them recorded. The three spells start prepared when the INT base chance allows.
     */
    public static Fighter.Magic newMage(School school, List<String> spells, List<String> tricks, Fighter forLimit) {
        if (school == null || school == School.GENERAL) {
            throw RuleViolation.illegal("school-needed", DragonbaneRule.NEWLY_CREATED_MAGE,
                    "a mage belongs to a school: animism, elementalism or mentalism");
        }
        if (new LinkedHashSet<>(spells).size() != 3 || new LinkedHashSet<>(tricks).size() != 3) {
            throw RuleViolation.illegal("three-spells-three-tricks", DragonbaneRule.NEWLY_CREATED_MAGE,
                    "a newly created mage selects three rank 1 spells and three magic tricks");
        }
        for (String id : spells) {
            Spell s = Grimoire.spell(id);
            if (s.trick() || s.rank() != 1) {
                throw RuleViolation.illegal("not-rank-1", DragonbaneRule.NEWLY_CREATED_MAGE,
                        s.name() + " is not a rank 1 spell");
            }
            ofSchool(s, school);
        }
        for (String id : tricks) {
            Spell s = Grimoire.spell(id);
            if (!s.trick()) {
                throw RuleViolation.illegal("not-a-trick", DragonbaneRule.NEWLY_CREATED_MAGE,
                        s.name() + " is not a magic trick");
            }
            ofSchool(s, school);
        }
        List<String> known = new ArrayList<>(spells);
        known.addAll(tricks);
        int limit = forLimit == null ? 3 : limit(forLimit);
        List<String> prepared = spells.subList(0, Math.min(limit, spells.size()));
        return new Fighter.Magic(school, known, prepared, true, List.of(), false, true, true);
    }

    private static void ofSchool(Spell s, School school) {
        if (s.school() != school && s.school() != School.GENERAL) {
            throw RuleViolation.illegal("wrong-school", DragonbaneRule.NEWLY_CREATED_MAGE,
                    s.name() + " is " + s.school().key() + " magic, neither " + school.key() + " nor general");
        }
    }
}
