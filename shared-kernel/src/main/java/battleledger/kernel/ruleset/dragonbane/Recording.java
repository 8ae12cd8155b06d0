package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a Dragonbane mage's grimoire holds (004 › Grimoire, Lost Grimoire): "In the grimoire, you record all the
 * spells you know. Recording one spell takes a shift of time"; after a lost grimoire, "you first need to get a new
 * grimoire and record these spells in it". Magic tricks are read as elsewhere in the engine: they need no preparing
 * (004 › Casting Spells) and no grimoire, so they are not recorded either.
 */
public final class Recording {

    private Recording() {
    }

    /**
     * The spells {@code mage} records in its grimoire, each once: out of combat (a shift each), with a grimoire,
     * learned spells only, not tricks, none recorded already, at least one.
     */
    public static List<String> record(Fighter mage, List<String> spells, boolean inCombat) {
        Fighter.Magic m = mage.magic();
        if (m == null) {
            throw RuleViolation.conflict("not-a-mage", DragonbaneRule.GRIMOIRE, mage.id() + " has no magic");
        }
        if (spells.isEmpty() || spells.size() > 100) {
            throw RuleViolation.invalid("out-of-bounds", "record 1 to 100 spells");
        }
        if (inCombat) {
            throw RuleViolation.conflict("recording-takes-a-shift", DragonbaneRule.GRIMOIRE,
                    "recording one spell takes a shift of time, not a round of combat");
        }
        if (!m.grimoire()) {
            throw RuleViolation.conflict("no-grimoire", DragonbaneRule.LOST_GRIMOIRE,
                    mage.id() + " has no grimoire to record spells in; the GM rules a new one (GainGrimoire)");
        }
        Set<String> chosen = new LinkedHashSet<>(spells);
        for (String s : chosen) {
            Spell spell = Grimoire.spell(s);
            if (!m.known().contains(s)) {
                throw RuleViolation.conflict("spell-not-learned", DragonbaneRule.GRIMOIRE,
                        "the grimoire records the spells you know; " + mage.id() + " has not learned "
                                + spell.name());
            }
            if (spell.trick()) {
                throw RuleViolation.invalid("tricks-need-no-preparing", DragonbaneRule.MAGIC_TRICKS,
                        spell.name() + " is a magic trick; tricks are neither prepared nor recorded");
            }
            if (m.records(s)) {
                throw RuleViolation.conflict("spell-already-recorded", DragonbaneRule.GRIMOIRE,
                        spell.name() + " is already recorded in " + mage.id() + "'s grimoire");
            }
        }
        return new ArrayList<>(chosen);
    }

    /** 004 › Lost Grimoire: a new grimoire is for a mage that has none. */
    public static void requireNoGrimoire(Fighter mage) {
        if (mage.magic() == null) {
            throw RuleViolation.conflict("not-a-mage", DragonbaneRule.LOST_GRIMOIRE, mage.id() + " has no magic");
        }
        if (mage.magic().grimoire()) {
            throw RuleViolation.conflict("already-has-grimoire", DragonbaneRule.LOST_GRIMOIRE,
                    mage.id() + " already has its grimoire; a new one comes after it is lost (LoseGrimoire)");
        }
    }
}
