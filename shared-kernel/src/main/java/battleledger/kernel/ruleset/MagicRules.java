package battleledger.kernel.ruleset;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * What a ruleset supplies of magic, the cost of casting (DESIGN.md, Rulesets): a spell is paid from slots at a level
 * and goes through the shared stages of casting (the playtest's, 002), or it is paid in willpower and the ruleset
 * resolves it at once (004 › Casting Spells). The willpower methods' defaults are those of a ruleset without it.
 * Every {@link Ruleset} is one; the spellcasting rules ask the encounter's ruleset and never name one.
 */
public interface MagicRules {

    /** The ruleset's name, as an encounter names it ({@link Ruleset#id}); a refusal names it. */
    RulesetId id();

    /** The level a spell is cast at, paid from what the caster has left; a typed refusal when it cannot pay. */
    int castingLevel(Combatant caster, SpellAsked spell);

    /**
     * Whether spells are paid in willpower and resolved at once by {@link #castWithWillpower} (004 › Casting
     * Spells) rather than with slots through the stages of casting; the shared casting rule asks this, never a name.
     */
    default boolean castsWithWillpower() {
        return false;
    }

    /**
     * A spell cast with willpower, checked (a typed refusal before any die) and rolled: power from the body, the
     * casting roll, the WP spent and each effect on each target. Nothing is emitted: the caller records the rolls.
     */
    default WillpowerCast castWithWillpower(Dice dice, Combatant caster, WillpowerAsk ask) {
        throw RuleViolation.conflict("casting-not-available", null, id().name().toLowerCase()
                + " spells are not paid in willpower");
    }

    /** A failed willpower cast pushed ({@link CastPush}); a typed refusal when it cannot be. */
    default CastPush.Outcome pushWillpowerCast(Dice dice, Combatant caster, WillpowerAsk ask, CastPush push) {
        throw RuleViolation.conflict("casting-not-available", null, id().name().toLowerCase()
                + " spells are not paid in willpower");
    }

    /**
     * What the battle says about a willpower cast: the command, each target with its distance in meters, the
     * targets exempted, whether the battle is in combat and the caster still has its action this round, and the
     * banes the battle puts on the casting roll (a cast at once after a Dragon's "again": 004 › Rolling a Dragon),
     * and whether it is the caster's own turn of combat.
     */
    record WillpowerAsk(battleledger.kernel.command.IntentCommand.CastSpell command, List<SpellTarget> targets,
                        boolean inCombat, boolean actionAvailable, List<String> banes, boolean ownTurn) {
        public WillpowerAsk {
            targets = List.copyOf(targets);
            banes = banes == null ? List.of() : List.copyOf(banes);
        }
    }

    /** A target of a spell and its distance from the mage in meters. */
    record SpellTarget(String id, int meters) {
    }

    /**
     * On a grid, the creatures an area spell cast with willpower affects, with their distances, found from where
     * they stand rather than named; null when the spell has no area (then its targets are the ones named). Refuses
     * a named target that is not in the area, and a cone with nothing to aim at.
     */
    default List<SpellTarget> willpowerAreaTargets(WillpowerArea ask) {
        return null;
    }

    /**
     * A willpower cast as the ruleset resolved it; {@code rolls} are every roll made (recorded once by the
     * caller), {@code hits} what each target takes (their rolls are among {@code rolls}); {@code dodge}, when the
     * spell's damage is offered to each target as a dodge before it lands, else null.
     */
    record WillpowerCast(String spell, String spellName, Integer power, Roll bodyRoll, int wpGained, Roll castingRoll,
                         boolean cast, boolean succeeded, String dragonChoice, int cost, int wpSpent, int wpAfter,
                         int bodyDamage, List<SpellHit> hits, boolean usesAction, boolean concentrating,
                         boolean mishapPossible, boolean castAgain, List<String> exempt, String ingredientConsumed,
                         int rangeMeters, List<Roll> rolls, String rule, SpellDodge dodge) {
        public WillpowerCast {
            hits = List.copyOf(hits);
            exempt = List.copyOf(exempt);
            rolls = List.copyOf(rolls);
        }
    }

    /**
     * A spell's damage is offered to the defence before it lands: an area spell's dodged, not parried (004 › Area of
     * Effect: "Area of effect spells can be dodged but not parried"), a single target's parried and/or dodged as the
     * spell allows ({@code parry}); after a Dragon on the casting roll only a Dragon defends (004 › Rolling a Dragon).
     */
    record SpellDodge(boolean dragon, boolean parry, Rule rule) {
    }

    /** One effect on one target: damage, heal, drain-wp, condition or modify-pending, its amount and detail. */
    record SpellHit(String target, String kind, int amount, String detail) {
    }

    /** A spell to cast: its name and level, whether it is minor, and the level asked for (null: its own). */
    record SpellAsked(String name, int level, boolean minor, Integer asked) {
    }
}
