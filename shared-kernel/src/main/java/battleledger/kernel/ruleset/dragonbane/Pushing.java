package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Pushing a failed roll (Dragonbane core rules › Pushing Your Roll), an encounter option off by default as in the
 * rules (004 › Casting Spells: "You can push the roll if this optional rule is used"): the roll is made once more,
 * and the roller takes a condition of its choice that it does not have yet (the core rules' "Pushing Your Roll": you
 * choose which condition you take, not one you already have); when it names none, the one tied to the roll's
 * attribute. A roll succeeded, a roll already pushed, a Demon (004 › Failure, Dragons and Demons › Rolling a Demon:
 * "you cannot push the roll") and a condition the roller already has cannot be pushed.
 */
public final class Pushing {

    /** The pushed roll and the condition it cost. */
    public record Pushed(SkillRoll roll, String condition) {
    }

    private Pushing() {
    }

    /** Why {@code failed} cannot be pushed at the cost of its attribute's condition, or null when it can. */
    public static RuleViolation refusal(boolean optionOn, SkillRoll failed, Attribute attribute,
                                        Set<String> conditions) {
        return refusal(optionOn, failed, attribute, conditions, null);
    }

    /** Why {@code failed} cannot be pushed at the cost of {@code chosen} (null: the attribute's), or null when it can. */
    public static RuleViolation refusal(boolean optionOn, SkillRoll failed, Attribute attribute,
                                        Set<String> conditions, String chosen) {
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
        if (chosen != null && CONDITIONS.stream().noneMatch(chosen::equals)) {
            return RuleViolation.invalid("unknown-condition", "a pushed roll costs one of the conditions "
                    + String.join(", ", CONDITIONS) + ", not \"" + chosen + "\"");
        }
        String taken = chosen == null ? attribute.condition() : chosen;
        if (conditions.contains(taken)) {
            return RuleViolation.conflict("condition-already-taken", DragonbaneRule.PUSHING, "pushing "
                    + (chosen == null ? "a " + attribute.key().toUpperCase() + " roll takes the condition " + taken
                    + " unless another is named (condition)" : "at the cost of " + taken) + ", which the roller"
                    + " already has");
        }
        return null;
    }

    /** The six conditions, each tied to an attribute (Dragonbane core rules › Conditions). */
    public static final List<String> CONDITIONS = java.util.Arrays.stream(Attribute.values()).map(Attribute::condition)
            .toList();

    /** Rolls {@code failed} again once; the roller takes {@code attribute}'s condition. */
    public static Pushed push(boolean optionOn, SkillRoll failed, Attribute attribute, Set<String> conditions,
                              Dice dice) {
        return push(optionOn, failed, attribute, conditions, dice, null);
    }

    /** Rolls {@code failed} again once; the roller takes {@code chosen}, or {@code attribute}'s condition if null. */
    public static Pushed push(boolean optionOn, SkillRoll failed, Attribute attribute, Set<String> conditions,
                              Dice dice, String chosen) {
        RuleViolation no = refusal(optionOn, failed, attribute, conditions, chosen);
        if (no != null) {
            throw no;
        }
        List<String> banes = new ArrayList<>(failed.roll().disadvantage());
        SkillRoll again = SkillRoll.roll(dice, failed.roll().roller(), failed.roll().purpose() + " (pushed)",
                failed.target(), failed.roll().advantage(), banes, DragonbaneRule.PUSHING, true);
        return new Pushed(again, chosen == null ? attribute.condition() : chosen);
    }

    /** A bane for each condition the roller has that is tied to {@code attribute} (Dragonbane core rules › Conditions). */
    public static List<String> conditionBanes(Set<String> conditions, Attribute attribute) {
        return conditions.contains(attribute.condition()) ? List.of(attribute.condition()) : List.of();
    }
}
