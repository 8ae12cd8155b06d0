package battleledger.kernel.spell;

import battleledger.kernel.RuleViolation;
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

    /** 004's willpower casting has no stages to bluff: the bluff is 002's, for slot casters. */
    static void notWithWillpower(CastSpell c) {
        if (c.bluffs()) {
            throw RuleViolation.invalid("bluff-not-available", Dusk.CHOOSE_SPELL, "bluffing a casting is a rule of the "
                    + "playtest's spell stages (002); a Dragonbane cast is rolled and resolved at once (004)");
        }
    }
}
