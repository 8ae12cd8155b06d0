package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Roll;

import java.util.List;

/**
 * What a cast came to, every die recorded: the power from the body (its roll, the WP gained), the casting roll,
 * whether the spell took effect, the Dragon choice applied, the WP spent, the damage the body takes after the spell,
 * each effect on each target, and what the battle must keep: whether the round's action is used (and how many: a
 * cast from the grimoire takes twice as long), concentration, a possible mishap after a Demon, a cast at once with a
 * bane after a Dragon's "again", and whether targets need a Dragon to resist, parry or dodge.
 *
 * @param cast        false when power drawn from the body was too little for the spell: nothing is cast
 * @param rangeMeters the spell's range, doubled by a Dragon's "double" on a spell that deals no damage or drain
 */
public record CastOutcome(String caster, String spell, int power, int cost, Roll bodyRoll, int wpGained,
                          SkillRoll castingRoll, boolean cast, boolean succeeded, String dragonChoice, int wpSpent,
                          int wpAfter, int bodyDamage, List<Effect> effects, boolean usesAction, int actions,
                          boolean concentrating, boolean mishapPossible, boolean castAgain,
                          boolean defenceNeedsDragon, List<String> exempt, String ingredientConsumed,
                          int rangeMeters) {

    public CastOutcome {
        effects = List.copyOf(effects);
        exempt = List.copyOf(exempt);
    }

    /**
     * One effect on one target: {@code kind} damage, heal, condition, drain-wp or modify-pending; the amount (the
     * roll's total, doubled after a Dragon's "double") and the condition or change where there is one.
     */
    public record Effect(String target, String kind, Roll roll, int amount, String detail) {
    }
}
