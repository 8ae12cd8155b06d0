package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Pushing a failed roll (Dragonbane core rules › Pushing Your Roll), an encounter option off by default as in the
 * rules (004 › Casting Spells: "You can push the roll if this optional rule is used"): the roll is made once more,
 * and the roller takes the condition tied to the roll's attribute. A roll succeeded, a roll already pushed, a Demon
 * (004 › Failure, Dragons and Demons › Rolling a Demon: "you cannot push the roll") and a roll whose condition the
 * roller already has cannot be pushed.
 */
public final class Pushing {

    /** The pushed roll and the condition it cost. */
    public record Pushed(SkillRoll roll, String condition) {
    }

    private Pushing() {
    }

    /** Why {@code failed} cannot be pushed, or null when it can. */
    public static RuleViolation refusal(boolean optionOn, SkillRoll failed, Attribute attribute,
                                        Set<String> conditions) {
        if (!optionOn) {
            return RuleViolation.conflict("pushing-not-used", DragonbaneRule.PUSHING,
                    "pushing rolls is an optional rule this encounter does not use (options.pushing)");
        }
        if (failed.succeeded()) {
            return RuleViolation.conflict("roll-not-failed", DragonbaneRule.PUSHING, "only a failed roll is pushed");
        }
        if (failed.pushed()) {
            return RuleViolation.conflict("already-pushed", DragonbaneRule.PUSHING, "a roll is pushed only once");
        }
        if (failed.demon()) {
            return RuleViolation.conflict("demon-cannot-be-pushed", DragonbaneRule.DEMON,
                    "a Demon cannot be pushed");
        }
        if (conditions.contains(attribute.condition())) {
            return RuleViolation.conflict("condition-already-taken", DragonbaneRule.PUSHING,
                    "pushing a " + attribute.key().toUpperCase() + " roll takes the condition " + attribute.condition()
                            + ", which the roller already has");
        }
        return null;
    }

    /** Rolls {@code failed} again once; the roller takes {@code attribute}'s condition. */
    public static Pushed push(boolean optionOn, SkillRoll failed, Attribute attribute, Set<String> conditions,
                              Dice dice) {
        RuleViolation no = refusal(optionOn, failed, attribute, conditions);
        if (no != null) {
            throw no;
        }
        List<String> banes = new ArrayList<>(failed.roll().disadvantage());
        SkillRoll again = SkillRoll.roll(dice, failed.roll().roller(), failed.roll().purpose() + " (pushed)",
                failed.target(), failed.roll().advantage(), banes, DragonbaneRule.PUSHING, true);
        return new Pushed(again, attribute.condition());
    }

    /** A bane for each condition the roller has that is tied to {@code attribute} (Dragonbane core rules › Conditions). */
    public static List<String> conditionBanes(Set<String> conditions, Attribute attribute) {
        return conditions.contains(attribute.condition()) ? List.of(attribute.condition()) : List.of();
    }
}
