package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * What the battle asks of a Dragonbane mage out of a cast: preparing spells (004 › Prepared Spells), losing the
 * grimoire (004 › Grimoire › Lost Grimoire), keeping concentration when disturbed (004 › Duration), and how long
 * the core rules' spans of time are in game seconds.
 */
public final class MageStudy {

    /** A round is 10 seconds (Dragonbane core rules › Time). */
    public static final long ROUND_SECONDS = 10;
    /** A stretch is 15 minutes (Dragonbane core rules › Time). */
    public static final long STRETCH_SECONDS = 15 * 60;
    /** A shift is 6 hours, four to a day (Dragonbane core rules › Time). */
    public static final long SHIFT_SECONDS = 6 * 60 * 60;

    private MageStudy() {
    }

    /**
     * 004 › Prepared Spells: the spells {@code mage} holds prepared once it has studied {@code spells} in its
     * grimoire, in place of those it had; refused in combat, without a grimoire, for an unlearned spell or a trick,
     * or beyond the base chance of INT.
     */
    public static List<String> prepare(Combatant mage, List<String> spells, boolean inCombat) {
        requireMage(mage, DragonbaneRule.PREPARED_SPELLS);
        if (spells.size() > 100) {
            throw RuleViolation.invalid("out-of-bounds", "at most 100 spells");
        }
        return Preparation.prepare(WillpowerCasting.fighter(mage), spells, inCombat).magic().prepared();
    }

    /**
     * 004 › Grimoire: the spells {@code mage} records in its grimoire, a shift each; refused for a creature that is
     * not a Dragonbane mage and as {@link Recording#record} refuses.
     */
    public static List<String> record(Combatant mage, List<String> spells, boolean inCombat) {
        requireMage(mage, DragonbaneRule.GRIMOIRE);
        return Recording.record(WillpowerCasting.fighter(mage), spells, inCombat);
    }

    /** 004 › Lost Grimoire: a new grimoire, for a Dragonbane mage that has none. */
    public static void requireNoGrimoire(Combatant mage) {
        requireMage(mage, DragonbaneRule.LOST_GRIMOIRE);
        Recording.requireNoGrimoire(WillpowerCasting.fighter(mage));
    }

    /** 004 › Lost Grimoire: the grimoire a mage can lose; refused when it has none. */
    public static void requireGrimoire(Combatant mage) {
        requireMage(mage, DragonbaneRule.LOST_GRIMOIRE);
        if (!mage.stats().mage().grimoire()) {
            throw RuleViolation.conflict("no-grimoire", DragonbaneRule.LOST_GRIMOIRE,
                    mage.id() + " has no grimoire to lose");
        }
    }

    /** 004 › Duration: a sudden disturbance asks a WIL roll, not an action; concentration holds when it succeeds. */
    public static Concentration.Kept disturbed(Dice dice, Combatant mage, String disturbance) {
        return Concentration.disturbed(dice, WillpowerCasting.fighter(mage), disturbance);
    }

    /**
     * 004 › Duration, by the game clock: how a spell lasts ("round", "stretch" or "shift"), or null for one that is
     * instant or kept by concentration, or a spell that is not Dragonbane's.
     */
    public static String lasts(String spell) {
        Spell s = Grimoire.all().get(spell);
        if (s == null) {
            return null;
        }
        return switch (s.duration()) {
            case ROUND -> "round";
            case STRETCH -> "stretch";
            case SHIFT -> "shift";
            default -> null;
        };
    }

    /**
     * The game time a ritual takes: "rituals, which take a stretch of time or even a shift to perform" (004 › Casting
     * Time), twice that read from the grimoire ("it takes twice as long as normal", 004 › Grimoire); 0 for a spell
     * cast in an action or a reaction.
     */
    public static long ritualSeconds(String spell, boolean fromGrimoire) {
        Spell s = Grimoire.all().get(spell);
        long once = s == null ? 0 : switch (s.castingTime()) {
            case STRETCH -> STRETCH_SECONDS;
            case SHIFT -> SHIFT_SECONDS;
            default -> 0;
        };
        return fromGrimoire ? 2 * once : once;
    }

    /**
     * The second of game time a spell cast at {@code now} ends by the clock: a round and a stretch after it; a shift
     * spell "until the end of the current shift". Chosen here: shifts are counted from the battle's game time 0, the
     * start of a shift (6 hours each), so a shift spell cast at 0 or at 5 h 59 min ends at 6 h.
     */
    public static long endsAt(String lasts, long now) {
        return switch (lasts) {
            case "round" -> now + ROUND_SECONDS;
            case "stretch" -> now + STRETCH_SECONDS;
            default -> (now / SHIFT_SECONDS + 1) * SHIFT_SECONDS;
        };
    }

    /** The condition a spell imposes ("scared", "dazed"), or null (004 gives no spell descriptions; the grimoire's). */
    public static String condition(String spell) {
        Spell s = Grimoire.all().get(spell);
        if (s == null) {
            return null;
        }
        for (DragonbaneEffect e : s.effects()) {
            if (e instanceof DragonbaneEffect.Condition c) {
                return c.condition();
            }
        }
        return null;
    }

    /** Whether a spell's target resists it with a WIL roll ({@code resist:wil} among its defences). */
    public static boolean resistedWithWil(String spell) {
        Spell s = Grimoire.all().get(spell);
        return s != null && s.defences().contains("resist:wil");
    }

    /**
     * The target's WIL roll to resist a spell, with a bane for its own WIL condition; after a casting roll that was a
     * Dragon, "your target must roll a dragon to resist" (004 › Rolling a Dragon).
     */
    public static Concentration.Kept resist(Dice dice, Combatant target, String spellName, boolean dragonCast) {
        Fighter f = WillpowerCasting.fighter(target);
        SkillRoll roll = SkillRoll.roll(dice, target.id(), "resist " + spellName + " (WIL)", f.attributes().wil(),
                List.of(), Pushing.conditionBanes(f.conditions(), Attribute.WIL),
                dragonCast ? DragonbaneRule.DRAGON : DragonbaneRule.CASTING_SPELLS);
        return new Concentration.Kept(roll, dragonCast ? roll.dragon() : roll.succeeded());
    }

    /** Refuses a creature that is not a Dragonbane mage, citing the rule of what it was asked to do. */
    private static void requireMage(Combatant mage, battleledger.kernel.rules.Rule rule) {
        if (mage.stats().mage() == null) {
            throw RuleViolation.conflict("not-a-mage", rule, mage.id() + " is not a Dragonbane mage (it has no mage)");
        }
    }
}
