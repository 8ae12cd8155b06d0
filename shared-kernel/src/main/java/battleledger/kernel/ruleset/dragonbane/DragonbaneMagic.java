package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.ruleset.CastPush;
import battleledger.kernel.ruleset.MagicRules;
import battleledger.kernel.ruleset.WillpowerArea;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * Dragonbane's magic behind the seam (004 › Casting Spells): spells are paid in willpower, never from slots, and are
 * checked, rolled and resolved at once by {@link WillpowerCasting}; a failed cast can be pushed, and an area is found
 * on the grid. It is the {@link MagicRules} half of {@link DragonbaneRuleset}, and nothing else implements it.
 */
sealed interface DragonbaneMagic extends MagicRules permits DragonbaneRuleset {

    /** Dragonbane spells are paid in willpower, not slots: {@link #castWithWillpower}. */
    @Override
    default int castingLevel(Combatant caster, SpellAsked spell) {
        throw RuleViolation.conflict("casting-not-available", DragonbaneRule.CASTING_SPELLS,
                "Dragonbane spells are paid in willpower, not slots");
    }

    /** Spells cost WP and are cast at once (004 › Casting Spells). */
    @Override
    default boolean castsWithWillpower() {
        return true;
    }

    /** Checked by {@link CastingChecks} and rolled by {@link Casting} (004 › Casting Spells). */
    @Override
    default WillpowerCast castWithWillpower(Dice dice, Combatant caster, WillpowerAsk ask) {
        return WillpowerCasting.cast(dice, caster, ask);
    }

    /** A failed cast pushed, its WP spent once (004 › Casting Spells; Dragonbane core rules › Pushing Your Roll). */
    @Override
    default CastPush.Outcome pushWillpowerCast(Dice dice, Combatant caster, WillpowerAsk ask, CastPush push) {
        return WillpowerCasting.pushed(dice, caster, ask, push);
    }

    /** A sphere or cone found on the grid (004 › Sphere, Cone), by {@link SpellAreas}. */
    @Override
    default List<SpellTarget> willpowerAreaTargets(WillpowerArea ask) {
        return WillpowerCasting.area(ask);
    }
}
