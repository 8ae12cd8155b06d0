package battleledger.kernel.spell;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.rules.Dusk;

/**
 * "At the time you choose the spell you must be able to pay all costs ... and perform all actions ... it requires.
 * If you choose a spell you can't cast nothing happens, though you can certainly bluff the casting of a spell."
 * (002 › Stages of Spellcasting › Choose the spell). A bluff ({@code CastSpell} with {@code "bluff":true}) is a casting
 * everyone sees begun: it takes the action (or the reaction) a casting takes, opens the same trigger point, locks its
 * targets and can be countered; it needs neither the spell known, nor a slot, nor components, and when its turn comes
 * nothing happens. Only the GM and the bluffer read that it is a bluff; an Intelligence (Arcana) check to identify
 * it (000 › Identifying a Spell) sees through it on a success.
 */
final class Bluffing {

    private Bluffing() {
    }

    /** A bluff is a casting of a moment: not a ritual, not a contingency's held spell. */
    static void check(CastSpell c) {
        if (c.ritual() || c.holds() != null) {
            throw RuleViolation.invalid("invalid-bluff", Dusk.CHOOSE_SPELL, "a bluff pretends to begin a spell: "
                    + "not a ritual of minutes, nor a contingency that holds a spell");
        }
    }

    /** The level it pretends to be cast at: the spell's own, or the one named (at least the spell's, at most 9th). */
    static int level(SpellData spell, CastSpell c) {
        int level = c.level() == null ? spell.level() : c.level();
        if (level < spell.level() || level > 9) {
            throw RuleViolation.invalid("invalid-level", spell.name() + " is cast at level " + spell.level()
                    + " to 9, not " + level);
        }
        return level;
    }

    /**
     * 004's willpower casting has no stages to bluff: the bluff is 002's, for slot casters. Nor has it a slot level, a
     * mode, a ritual asked of the cast or a contingency: a Dragonbane cast is charged by its power level (004 ›
     * Power Level) and a ritual is one by its spell (004 › Casting Time), so a cast that names them is refused rather
     * than cast as if they were not there (a {@code "level":3} would be cast at power 1).
     */
    static void notWithWillpower(CastSpell c) {
        if (c.bluffs()) {
            throw RuleViolation.invalid("bluff-not-available", Dusk.CHOOSE_SPELL, "bluffing a casting is a rule of the "
                    + "playtest's spell stages (002); a Dragonbane cast is rolled and resolved at once (004)");
        }
        String slotField = c.level() != null ? "level" : c.mode() != null ? "mode" : c.ritual() ? "ritual"
                : c.holds() != null ? "holds" : null;
        if (slotField != null) {
            throw RuleViolation.invalid("fields-of-another-ruleset", DragonbaneRule.POWER_LEVEL, slotField
                    + " belongs to the playtest's slot casting; a Dragonbane cast is charged by its power (1–3, 2 WP"
                    + " a level: 004 › Casting Spells › Power Level), and a ritual is one by its spell");
        }
    }
}
